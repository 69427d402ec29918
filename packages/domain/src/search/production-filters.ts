import {
  NATURAL_LIGHT_OPTIONS,
  type NaturalLightOption,
  NOISE_LEVEL_OPTIONS,
  type NoiseLevelOption,
} from '../listings/listing-options.ts';

/**
 * Search by what a shoot needs (docs/decisions/0041-scouting-search-and-map.md): the spec's scout
 * fields as filters, each in the URL under its own name, and the choices the filter panel offers
 * (with a count beside each, the facets). Free of zod, for the search page's JavaScript budget; the
 * API's schema for the same parameters is production-query.ts.
 */
export const CEILING_CHOICES = [10, 12, 16, 20] as const;
/** Amps of service, read from the owner's power text (powerAmps). */
export const POWER_CHOICES = [60, 100, 200, 400] as const;
export const PARKING_CHOICES = [1, 2, 5, 10, 20] as const;
export const CREW_CHOICES = [5, 10, 25, 50] as const;
export const PERMIT_CHOICES = ['required', 'not_required'] as const;
export type PermitChoice = (typeof PERMIT_CHOICES)[number];

export type ProductionFilters = {
  /** Ceiling height at least this many feet. */
  minCeiling: number | undefined;
  /** Power of at least this many amps. */
  minPower: number | undefined;
  /** Natural light any of these (none: any light). */
  light: readonly NaturalLightOption[];
  /** Noise level at most this one (the options run from quietest to noisiest). */
  maxNoise: NoiseLevelOption | undefined;
  /** Parking for at least this many vehicles. */
  minParking: number | undefined;
  permit: PermitChoice | undefined;
  /** Only listings whose owner wrote load-in notes. */
  loadIn: boolean;
  /** Holds a crew of at least this many people. */
  crew: number | undefined;
};

export const NO_PRODUCTION_FILTERS: Readonly<ProductionFilters> = Object.freeze({
  minCeiling: undefined,
  minPower: undefined,
  light: [],
  maxNoise: undefined,
  minParking: undefined,
  permit: undefined,
  loadIn: false,
  crew: undefined,
});

export const FACET_KEYS = [
  'minCeiling',
  'minPower',
  'light',
  'maxNoise',
  'minParking',
  'permit',
  'loadIn',
  'crew',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Each filter's choices as they are written in the URL, in display order. */
export const FACET_CHOICES: Readonly<Record<FacetKey, readonly string[]>> = {
  minCeiling: CEILING_CHOICES.map(String),
  minPower: POWER_CHOICES.map(String),
  light: NATURAL_LIGHT_OPTIONS,
  maxNoise: NOISE_LEVEL_OPTIONS,
  minParking: PARKING_CHOICES.map(String),
  permit: PERMIT_CHOICES,
  loadIn: ['yes'],
  crew: CREW_CHOICES.map(String),
};

/** How many of the current search's matches each choice would leave (the other filters kept). */
export type Facets = Record<FacetKey, number[]>;

export function hasProductionFilters(filters: ProductionFilters): boolean {
  return FACET_KEYS.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
  });
}

/**
 * The amps a power description states: '3 x 20A circuits' is 60, '200A panel' 200, '400A
 * three-phase' 400; the largest figure when several are given; 0 when none is.
 */
export function powerAmps(text: string | null | undefined): number {
  if (!text) return 0;
  let amps = 0;
  for (const match of text.matchAll(/(?:(\d{1,3})\s*[x×]\s*)?(\d{1,5})\s*(?:a|amps?)\b/gi)) {
    amps = Math.max(amps, Number(match[1] ?? 1) * Number(match[2]));
  }
  return amps;
}

/** Only what is set, in a fixed order (search-url.ts joins these to the rest). */
export function productionParamsOf(filters: ProductionFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const number = (key: string, value: number | undefined) => {
    if (value !== undefined) params[key] = String(value);
  };
  number('minCeiling', filters.minCeiling);
  number('minPower', filters.minPower);
  const light = NATURAL_LIGHT_OPTIONS.filter((option) => filters.light.includes(option));
  if (light.length > 0) params.light = light.join(',');
  if (filters.maxNoise) params.maxNoise = filters.maxNoise;
  number('minParking', filters.minParking);
  if (filters.permit) params.permit = filters.permit;
  if (filters.loadIn) params.loadIn = 'yes';
  number('crew', filters.crew);
  return params;
}

/** Reads a URL's production filters; anything unreadable is left unset. */
export function productionFromParams(params: URLSearchParams): ProductionFilters {
  const wanted = new Set(params.getAll('light').flatMap((value) => value.split(',')));
  const noise = params.get('maxNoise');
  const permit = params.get('permit');
  return {
    minCeiling: positive(params.get('minCeiling')),
    minPower: positive(params.get('minPower')),
    light: NATURAL_LIGHT_OPTIONS.filter((option) => wanted.has(option)),
    maxNoise: NOISE_LEVEL_OPTIONS.find((option) => option === noise),
    minParking: positive(params.get('minParking')),
    permit: PERMIT_CHOICES.find((choice) => choice === permit),
    loadIn: params.get('loadIn') === 'yes',
    crew: positive(params.get('crew')),
  };
}

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}
