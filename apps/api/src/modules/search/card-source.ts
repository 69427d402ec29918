import type { AppDeps } from '../../app-deps.ts';
import { listingCards } from '../listings/listings.public.ts';
import { batchCards } from './card-batches.ts';
import { ResultCache } from './result-cache.ts';
import { type CardJson, cardJson } from './search-answers.ts';

// About 20,000 cards at some 1.5 KB each (both copies).
const CARD_CACHE_BYTES = 32 * 1024 * 1024;
// Change notifications clear the cards at once; the age limit is only a backstop.
const CARD_MAX_AGE_MS = 60_000;

/** What the cards are kept in step with: the search index's change feed (live-search-index.ts). */
type ChangeFeed = { readonly version: number; onChange(listener: () => void): void };

/**
 * The cards of a page, written as JSON: from memory when this process wrote them since the last
 * change to any listing, its photos or reviews, else from the database. Questions share cards (the
 * pages of different searches hold the same listings: 60 to 70% of the cards of the search
 * benchmark's cold mix were on an earlier page), so a question nobody asked before mostly costs the
 * index and no query. Kept exact as the answers are (ADR 0008): every change notification clears
 * them, and a card read while a change was announced is not kept.
 */
export function createCardSource(deps: Pick<AppDeps, 'db'>, changes: ChangeFeed) {
  const kept = new ResultCache<CardJson>({ maxBytes: CARD_CACHE_BYTES, maxAgeMs: CARD_MAX_AGE_MS });
  changes.onChange(() => kept.clear());
  const fetchCards = batchCards(async (ids) =>
    (await listingCards(deps, ids)).map((card) => ({ id: card.id, json: cardJson(card) })),
  );

  /** The cards of live listings among `ids`, in their order. */
  return async function cardsOf(ids: readonly string[]): Promise<CardJson[]> {
    const found = new Map<string, CardJson>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = kept.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const version = changes.version;
      for (const { id, json } of await fetchCards(missing)) {
        found.set(id, json);
        kept.set(id, json, json.member.length + json.visitor.length, version, changes.version);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  };
}
