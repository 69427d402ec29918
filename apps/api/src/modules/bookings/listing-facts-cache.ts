import type { Db } from '../../db/client.ts';
import type { ListingFacts } from './request-insert.repository.ts';

/** Enough for every listing a busy instance sees requests for; the oldest is forgotten first. */
const LIMIT = 20_000;

const caches = new WeakMap<Db, Map<string, ListingFacts>>();

/**
 * Listing facts remembered from the last request for the listing, so that a request is judged and
 * inserted in one round trip. Never trusted: insertRequest checks every fact a request is judged on
 * under the listing's row lock and answers 'changed' with the facts as they are, which replace these.
 * One per database handle, so test apps in one process never share one.
 */
export function listingFactsCache(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entries = cache;
  return {
    get: (id: string) => entries.get(id) ?? null,
    remember(facts: ListingFacts) {
      entries.delete(facts.id);
      entries.set(facts.id, facts);
      if (entries.size > LIMIT) entries.delete(entries.keys().next().value as string);
    },
    forget: (id: string) => entries.delete(id),
  };
}
