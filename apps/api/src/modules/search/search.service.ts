import { FEATURED_LOCATIONS_COUNT, PAGE_SIZE } from '@setspot/domain/common/constants';
import { LOCATION_TYPES } from '@setspot/domain/listings/location-types';
import { DEFAULT_RADIUS, DISTANCE_SORT } from '@setspot/domain/search/place-filters';
import { NO_PRODUCTION_FILTERS, type ProductionFilters } from '@setspot/domain/search/production-filters';
import type { SearchQuery } from '@setspot/domain/search/search-query';
import { DEFAULT_SORT } from '@setspot/domain/search/sort-options';
import type { AppDeps } from '../../app-deps.ts';
import type { Place } from '../geo/geo.public.ts';
import { AskedBefore } from './asked-before.ts';
import { createCardSource } from './card-source.ts';
import { LiveSearchIndex } from './live-search-index.ts';
import type { PlaceQuery } from './place-filter.ts';
import { maxCentsFor, minCentsFor } from './price-bounds.ts';
import { ResultCache } from './result-cache.ts';
import { type Answers, featuredAnswers, searchPageAnswers, type Viewer } from './search-answers.ts';
import { type IndexQuery, queryIndex } from './search-query.ts';
import { normalizeSearchTerm } from './search-text.ts';
import { createWorkSlices } from './work-slices.ts';

const CACHE_BYTES = 64 * 1024 * 1024;
// Change notifications clear the cache at once; the age limit is only a backstop.
const CACHE_MAX_AGE_MS = 60_000;

const EVERYTHING: SearchQuery = {
  q: undefined,
  types: [],
  minPrice: undefined,
  maxPrice: undefined,
  minSize: undefined,
  sort: 'recommended',
  page: 1,
  from: undefined,
  to: undefined,
  instantBook: undefined,
  ...NO_PRODUCTION_FILTERS,
  light: [],
  near: undefined,
  radius: undefined,
  bbox: undefined,
  pins: false,
};

/** Where the query searches; `near` is its 'Near' text looked up (null: none asked or unknown). */
function placeOf(query: SearchQuery, near: Place | null): PlaceQuery {
  const [west, south, east, north] = query.bbox ?? [];
  return {
    bounds: query.bbox ? { west: west!, south: south!, east: east!, north: north! } : undefined,
    near: near ? { lat: near.lat, lng: near.lng, miles: query.radius ?? DEFAULT_RADIUS } : undefined,
    byDistance: near !== null && query.sort === DISTANCE_SORT,
    pins: query.pins,
  };
}

/** The production filters of a query, in a fixed order (they are part of the cache key). */
function productionOf(query: SearchQuery): ProductionFilters {
  return {
    minCeiling: query.minCeiling,
    minPower: query.minPower,
    light: query.light,
    maxNoise: query.maxNoise,
    minParking: query.minParking,
    permit: query.permit,
    loadIn: query.loadIn,
    crew: query.crew,
  };
}

/** The index's question for an API query (exported for bench/search-cpu.ts). */
export function toIndexQuery(query: SearchQuery, viewer: Viewer, near: Place | null = null): IndexQuery {
  return {
    place: placeOf(query, near),
    term: normalizeSearchTerm(query.q),
    viewer,
    types: LOCATION_TYPES.filter((type) => query.types.includes(type)),
    minCents: minCentsFor(query.minPrice),
    maxCents: maxCentsFor(query.maxPrice),
    minSize: query.minSize,
    production: productionOf(query),
    sort: query.sort === DISTANCE_SORT ? DEFAULT_SORT : query.sort,
    page: query.page,
    pageSize: PAGE_SIZE,
    dates:
      (query.from && query.to) || query.instantBook
        ? { from: query.from, to: query.to, instantOnly: query.instantBook === true }
        : undefined,
  };
}

/**
 * Search and featured listings (architecture section 6): the in-process index picks the page, the cards
 * come from memory (card-source.ts) or else the database, and the finished answers are cached until
 * a listing changes.
 */
export function createSearch(deps: Pick<AppDeps, 'database' | 'db' | 'log'> & { clock?: AppDeps['clock'] }) {
  const live = new LiveSearchIndex(deps);
  const cache = new ResultCache<Answers>({ maxBytes: CACHE_BYTES, maxAgeMs: CACHE_MAX_AGE_MS });
  live.onChange(() => cache.clear());
  const running = new Map<string, Promise<Answers>>();
  const askedBefore = new AskedBefore();

  const cards = createCardSource(deps, live);
  const inSlice = createWorkSlices();

  /**
   * One computation per question at a time; callers that arrive after a change get a new one. The
   * answer is kept when the question was asked before (asked-before.ts).
   */
  async function cached(key: string, compute: () => Promise<Answers>): Promise<Answers> {
    const hit = cache.get(key);
    if (hit) return hit;
    const keep = askedBefore.check(key);
    const version = live.version;
    const runKey = `${version}:${key}`;
    const existing = running.get(runKey);
    if (existing) return existing;
    const promise = compute()
      .then((result) => {
        if (keep) cache.set(key, result, result.bytes, version, live.version);
        return result;
      })
      .finally(() => running.delete(runKey));
    running.set(runKey, promise);
    return promise;
  }

  return {
    /** Subscribes to changes and starts loading the index. */
    start: () => live.start(),
    /** Loads the index, then fills the card store; resolves when both are done. */
    async warm() {
      await live.ready();
      await cards.fill();
    },
    async close() {
      // The fill first: it reads the index and the database, both still open.
      await cards.close();
      await live.close();
    },
    /**
     * The viewer is in the key: a member's words also match addresses, so a member's answer may
     * hold listings a visitor must not find through them, and the reverse.
     */
    search(query: SearchQuery, viewer: Viewer, near: Place | null = null): Promise<Answers> {
      const indexQuery = {
        ...toIndexQuery(query, viewer, near),
        nowMs: deps.clock?.now().getTime() ?? Date.now(),
      };
      const { pageSize: _, nowMs: _now, ...key } = indexQuery;
      return cached(JSON.stringify(key), async () => {
        await live.ready();
        await live.settled();
        const result = await inSlice(() => queryIndex(live.index, indexQuery));
        return searchPageAnswers(
          await cards.cardsOf(result.ids),
          {
            total: result.total,
            page: result.page,
            pageSize: PAGE_SIZE,
            pageCount: result.pageCount,
            types: result.types,
            facets: result.facets,
            ...(result.distances ? { distances: result.distances } : {}),
            ...(near ? { near: { name: near.name, lat: near.lat, lng: near.lng } } : {}),
          },
          result.pinsJson,
        );
      });
    },
    /** Product section 9: the first 3 locations, in the recommended order. */
    featured(): Promise<Answers> {
      return cached('featured', async () => {
        await live.ready();
        await live.settled();
        const { ids } = queryIndex(live.index, {
          // No words: the same listings for both viewers, each sent its own copy.
          ...toIndexQuery(EVERYTHING, 'visitor'),
          pageSize: FEATURED_LOCATIONS_COUNT,
        });
        return featuredAnswers(await cards.cardsOf(ids));
      });
    },
  };
}
