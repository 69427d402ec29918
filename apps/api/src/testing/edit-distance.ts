/**
 * The slow, obvious answer search's typo matching must agree with: the least number of letters
 * changed, added or left out that turns `word` into some stretch of one of the fields.
 */
export function nearestStretch(fields: readonly string[], word: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (const field of fields) {
    // Sellers: row 0 is all zeros, so a stretch may start anywhere in the field.
    let previous = Array.from({ length: word.length + 1 }, (_, j) => j);
    best = Math.min(best, previous[word.length]!);
    for (const char of field) {
      const current = [0];
      for (let j = 1; j <= word.length; j++) {
        const substitution = previous[j - 1]! + (word[j - 1] === char ? 0 : 1);
        current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
      }
      previous = current;
      best = Math.min(best, previous[word.length]!);
    }
  }
  return best;
}
