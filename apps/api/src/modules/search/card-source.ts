import type { AppDeps } from '../../app-deps.ts';
import { listingCards } from '../listings/listings.public.ts';
import { batchCards } from './card-batches.ts';
import type { ChangedListings } from './live-search-index.ts';
import { type CardJson, cardJson } from './search-answers.ts';

// About 1 KB a card (the search benchmark's): every card of some 130,000 listings; past that, the
// most recommended, those the fill reached first.
const CARD_STORE_BYTES = 128 * 1024 * 1024;
// Cards read per query while filling: a batch holds the event loop some 2 ms.
const FILL_BATCH = 50;

/** Reads the cards of live listings among `ids` from the database (any order; the dead left out). */
export type CardReader = (ids: readonly string[]) => Promise<CardJson[]>;

/**
 * About what a kept card takes: its text, a byte a character as V8 keeps text of Latin-1 characters
 * only (a card with other characters takes two, and the store holds fewer), and the objects around.
 */
const cardBytes = (card: CardJson) => card.text.length + 100;

/** What the cards are kept in step with: the search index (live-search-index.ts). */
export type CardFeed = {
  readonly version: number;
  onChange(listener: (changed: ChangedListings) => void): void;
  /** Resolves once the index holds every listing. */
  ready(): Promise<void>;
  /** Live listings' ids, most recommended first: the order the store is filled in. */
  idsByRecommendation(): readonly string[];
};

/**
 * The cards of search pages, written as JSON, kept in memory like the index: filled at start-up
 * in the recommended order and kept in step with the same change notifications, so a question
 * nobody asked before costs the index and no query. Under load a question that needed a card query
 * waited a turn of the event loop more than one that did not (10 ms and more at 32 clients), and
 * before the store was filled six questions in ten needed one. A card not kept (the fill
 * has not reached it, or the store is full) is read when shown, and kept while there is room. A
 * changed listing's card is dropped at once and read again when next shown; a card read while any
 * change was announced is not kept (ADR 0008).
 */
export function createCardSource(
  deps: Pick<AppDeps, 'db' | 'log'>,
  feed: CardFeed,
  options: { readCards?: CardReader; maxBytes?: number } = {},
) {
  const readCards = options.readCards ?? (async (ids) => (await listingCards(deps, ids)).map(cardJson));
  const maxBytes = options.maxBytes ?? CARD_STORE_BYTES;
  const kept = new CardStore(maxBytes);
  const fetchCards = batchCards(readCards);

  /** Keeps cards read when `readAt` was the feed's version, unless a change came meanwhile. */
  function keep(cards: readonly CardJson[], readAt: number) {
    if (readAt !== feed.version) return;
    for (const card of cards) kept.add(card);
  }

  let closed = false;
  let filling: Promise<void> | null = null;
  let fillAgain = false;

  /**
   * Reads the cards not yet kept, most recommended first, a batch per turn of the event loop so
   * that requests keep their turns; stops at the budget. Starts over when every listing changed
   * meanwhile (the index reloaded: new ids, new order).
   */
  async function fill(): Promise<void> {
    await feed.ready();
    const ids = feed.idsByRecommendation();
    for (let start = 0; start < ids.length && !closed && !fillAgain; start += FILL_BATCH) {
      if (kept.full) return;
      const missing = ids.slice(start, start + FILL_BATCH).filter((id) => !kept.has(id));
      if (missing.length > 0) {
        const readAt = feed.version;
        keep(await readCards(missing), readAt);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function startFilling(): Promise<void> {
    fillAgain = filling !== null;
    if (closed) return Promise.resolve();
    filling ??= (async () => {
      do {
        fillAgain = false;
        await fill();
      } while (fillAgain && !closed);
    })()
      .catch((error: unknown) => {
        // Searches still read the cards they need; the store fills as they do.
        if (!closed) deps.log.warn({ err: error }, 'Search: filling the card store failed');
      })
      .finally(() => {
        filling = null;
      });
    return filling;
  }

  feed.onChange((changed) => {
    if (changed !== 'all') {
      for (const id of changed) kept.delete(id);
      return;
    }
    kept.clear();
    // The index announces 'all' when a reload starts and again once it is done: the fill started
    // by the first is cut short by the second and starts over from the new index.
    startFilling();
  });

  return {
    /** Fills the store in the background; resolves when it is full or holds every card. */
    fill: startFilling,
    async close(): Promise<void> {
      closed = true;
      await filling;
    },
    cardsOf,
  };

  /** The cards of live listings among `ids`, in their order. */
  async function cardsOf(ids: readonly string[]): Promise<CardJson[]> {
    const found = new Map<string, CardJson>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = kept.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const readAt = feed.version;
      const read = await fetchCards(missing);
      keep(read, readAt);
      for (const card of read) found.set(card.id, card);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}

/**
 * The cards kept, by listing id, up to a byte budget. Nothing is pushed out to make room: a store
 * that is full keeps the cards it has (the most recommended, filled first) and later ones are read
 * when shown. Reading a card changes nothing (no recency order to keep up): a search reads ten, and
 * reordering a map of 100,000 entries on each read made garbage the collector then had to trace.
 * No age limit either: the change feed keeps the cards exact, as it keeps the index.
 */
class CardStore {
  private readonly cards = new Map<string, CardJson>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get full(): boolean {
    return this.bytes >= this.maxBytes;
  }

  get(id: string): CardJson | undefined {
    return this.cards.get(id);
  }

  has(id: string): boolean {
    return this.cards.has(id);
  }

  /** Keeps the card if there is room (replacing an earlier copy of it). */
  add(card: CardJson): void {
    this.delete(card.id);
    const bytes = cardBytes(card);
    if (this.bytes + bytes > this.maxBytes) return;
    this.cards.set(card.id, card);
    this.bytes += bytes;
  }

  delete(id: string): void {
    const card = this.cards.get(id);
    if (!card) return;
    this.cards.delete(id);
    this.bytes -= cardBytes(card);
  }

  clear(): void {
    this.cards.clear();
    this.bytes = 0;
  }
}
