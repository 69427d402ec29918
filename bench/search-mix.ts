/**
 * The query mix of the search benchmark: realistic combinations of text (none, two-letter terms such
 * as state codes, city names, words, rare terms and misses), types, price range, minimum size, sort
 * and page, deep pages included. Deterministic for a seed; pools are disjoint so "cold" phases never
 * meet an answer an earlier phase cached.
 */
export type MixQuery = { path: string; text: TextKind | RangeKind; deep: boolean };
export type TextKind = 'no text' | 'two-letter' | 'city' | 'word' | 'rare or missing';
/** How the date mix groups its questions. */
type RangeKind = '1 to 3 days' | '4 to 7 days' | '8 to 14 days';

const TWO_LETTER = [
  'ca',
  'ny',
  'tx',
  'wa',
  'il',
  'fl',
  'co',
  'or',
  'ma',
  'ga',
  'az',
  'pa',
  'mi',
  'tn',
  'an',
  'lo',
  'er',
  'st',
  'ri',
  'on',
  'sa',
  'po',
  'Ca',
  'NY',
];
const CITY = [
  'los angeles',
  'chicago',
  'san',
  'new york',
  'portland',
  'austin',
  'seattle',
  'denver',
  'boston',
  'miami',
  'nashville',
  'salt lake',
  'Brooklyn',
  'las vegas',
  'saint paul',
  'santa',
];
const WORD = [
  'loft',
  'brick',
  'warehouse',
  'cafe',
  'studio',
  'garden',
  'rooftop',
  'vintage',
  'industrial',
  'cozy',
  'modern',
  'barn',
  'chapel',
  'sunlit loft',
  'art deco',
  'mid-century',
  'meadow',
];
const RARE = [
  'zzq',
  'xylophone',
  'loft 12',
  'garden 99',
  'penthouse 4',
  'qq',
  'chapel office 7',
  'downtown loft 31',
];
const TYPES = [
  'house',
  'apartment',
  'loft',
  'office',
  'cafe/restaurant',
  'warehouse',
  'studio',
  'outdoor',
  'other',
];
const SORTS = ['price_asc', 'price_desc', 'newest', 'rating'];
const SIZES = [500, 1000, 2000, 3000, 5000];
const DEEP_PAGES = [20, 50, 100, 500, 1000, 5000, 10_000];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    state ^= state >>> 13;
    return (state >>> 0) / 2 ** 32;
  };
}

export function buildMix(seed: number, size: number, taken: Set<string>): MixQuery[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const mix: MixQuery[] = [];
  while (mix.length < size) {
    const params = new URLSearchParams();
    const roll = rand();
    const text: TextKind =
      roll < 0.25
        ? 'no text'
        : roll < 0.5
          ? 'two-letter'
          : roll < 0.7
            ? 'city'
            : roll < 0.9
              ? 'word'
              : 'rare or missing';
    const terms = {
      'no text': [''],
      'two-letter': TWO_LETTER,
      city: CITY,
      word: WORD,
      'rare or missing': RARE,
    }[text];
    const q = pick(terms);
    if (q) params.set('q', q);
    const typeRoll = rand();
    if (typeRoll > 0.6) {
      const count = typeRoll > 0.85 ? 2 + Math.floor(rand() * 2) : 1;
      const chosen = new Set(Array.from({ length: count }, () => pick(TYPES)));
      params.set('types', TYPES.filter((type) => chosen.has(type)).join(','));
    }
    if (rand() < 0.5) {
      const low = Math.floor(rand() * 21) * 50;
      params.set('minPrice', String(low));
      if (rand() < 0.7) params.set('maxPrice', String(low + 100 + Math.floor(rand() * 19) * 50));
    }
    if (rand() < 0.4) params.set('minSize', String(pick(SIZES)));
    if (rand() < 0.6) params.set('sort', pick(SORTS));
    const pageRoll = rand();
    const page = pageRoll < 0.5 ? 1 : pageRoll < 0.75 ? 2 + Math.floor(rand() * 4) : pick(DEEP_PAGES);
    if (page > 1) params.set('page', String(page));
    const path = `/api/locations?${params.toString()}`;
    // The server caches by the normalised query: 'NY' and 'ny' are one question.
    const key = path.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    mix.push({ path, text, deep: page >= 20 });
  }
  return mix;
}

const NEAR = [
  'Austin, TX',
  'Los Angeles, CA',
  'Brooklyn, NY',
  'Chicago, IL',
  'Seattle, WA',
  'Miami, FL',
  '78701',
  '90007',
];
const RADII = [5, 10, 25, 50];
const PRODUCTION = [
  ['minCeiling', '12'],
  ['minCeiling', '16'],
  ['minPower', '200'],
  ['minParking', '5'],
  ['minParking', '10'],
  ['crew', '25'],
  ['permit', 'not_required'],
  ['loadIn', 'yes'],
  ['maxNoise', 'Minimal street noise'],
  ['light', 'Excellent,Good'],
] as const;

/**
 * The scouting mix (ADR 0041): every question has a place, a map box around a city or 'Near' one
 * (half of those nearest first), and two production filters; some a text or a type too.
 */
export function buildScoutingMix(seed: number, size: number, taken: Set<string>): MixQuery[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const mix: MixQuery[] = [];
  while (mix.length < size) {
    const params = new URLSearchParams();
    if (rand() < 0.5) {
      params.set('near', pick(NEAR));
      params.set('radius', String(pick(RADII)));
      if (rand() < 0.5) params.set('sort', 'distance');
    } else {
      // A box of about 20 to 80 km around one of the benchmark's cities.
      const [lng, lat] = pick(BOX_CENTRES);
      const half = 0.1 + rand() * 0.3;
      params.set('bbox', [lng - half, lat - half, lng + half, lat + half].map((v) => v.toFixed(4)).join(','));
      if (rand() < 0.5) params.set('pins', 'yes');
    }
    const first = pick(PRODUCTION);
    let second = pick(PRODUCTION);
    while (second[0] === first[0]) second = pick(PRODUCTION);
    params.set(first[0], first[1]);
    params.set(second[0], second[1]);
    if (rand() < 0.3) params.set('q', pick(WORD));
    if (rand() < 0.3) params.set('types', pick(TYPES));
    if (rand() < 0.3) params.set('page', String(2 + Math.floor(rand() * 3)));
    const path = `/api/locations?${params.toString()}`;
    const key = path.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    mix.push({ path, text: 'no text', deep: false });
  }
  return mix;
}

// Los Angeles, Brooklyn, Austin, Chicago, Seattle, Miami (longitude, latitude).
const BOX_CENTRES: readonly [number, number][] = [
  [-118.3, 34.05],
  [-73.95, 40.65],
  [-97.74, 30.27],
  [-87.65, 41.85],
  [-122.33, 47.61],
  [-80.2, 25.78],
];

/**
 * The date mix (ADR 0039): questions like the plain mix's, each with a range of 1 to 14 days starting
 * up to six months ahead (UTC days; each listing judges them in its own zone), a tenth with Instant
 * Book only. Grouped by the range's length.
 */
export function buildDateMix(seed: number, size: number, taken: Set<string>, todayMs = Date.now()) {
  const rand = random(seed);
  const mix: MixQuery[] = [];
  let round = 0;
  while (mix.length < size) {
    for (const base of buildMix(seed * 1000 + round++, size, new Set())) {
      if (mix.length >= size) break;
      const params = new URLSearchParams(base.path.slice(base.path.indexOf('?') + 1));
      const start = 1 + Math.floor(rand() * 182);
      const days = 1 + Math.floor(rand() * 14);
      const day = (offset: number) => new Date(todayMs + offset * 86_400_000).toISOString().slice(0, 10);
      params.set('from', day(start));
      params.set('to', day(start + days - 1));
      if (rand() < 0.1) params.set('instantBook', 'true');
      const path = `/api/locations?${params.toString()}`;
      const key = path.toLowerCase();
      if (taken.has(key)) continue;
      taken.add(key);
      const range: RangeKind = days <= 3 ? '1 to 3 days' : days <= 7 ? '4 to 7 days' : '8 to 14 days';
      mix.push({ path, text: range, deep: base.deep });
    }
  }
  return mix;
}
