// Enough to remember the questions of some minutes of heavy traffic; then it starts afresh.
const REMEMBERED = 100_000;

/**
 * Whether a question was asked before: an answer is kept only the second time its question comes.
 * Questions asked once are common (the deep pages a crawler walks, the search benchmark's cold mix),
 * and keeping their answers filled the cache with bytes nobody asked for again: under the cold mix,
 * 64 MB of them in seconds, and V8 starts a full garbage collection for every 64 MB of such outside
 * memory, with pauses of 10 to 20 ms. Only a 32-bit hash of each question is remembered:
 * two questions sharing one only means the second is kept a question early.
 */
export class AskedBefore {
  private readonly seen = new Set<number>();

  /** Notes the question; true when it had been noted already. */
  check(question: string): boolean {
    const hash = fnv1a(question);
    if (this.seen.has(hash)) return true;
    if (this.seen.size >= REMEMBERED) this.seen.clear();
    this.seen.add(hash);
    return false;
  }
}

/** FNV-1a over the UTF-16 code units: fast, and spread well enough for this. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
