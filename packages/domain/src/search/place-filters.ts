/**
 * Where to search (docs/decisions/0041-scouting-search-and-map.md): near a city or ZIP code within a
 * radius, and/or inside the map's box ('Search as I move the map'), each in the URL. Free of zod,
 * for the search page's JavaScript budget; the API's schema is place-query.ts.
 */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;
export type RadiusChoice = (typeof RADIUS_CHOICES)[number];
export const DEFAULT_RADIUS: RadiusChoice = 25;
/** `sort=distance`: nearest first, with a place to be near. */
export const DISTANCE_SORT = 'distance';

/** west, south, east, north in degrees. */
export type Bbox = readonly [number, number, number, number];

export type PlaceFilters = {
  /** A city with its state ('Austin, TX') or a ZIP code; '' for anywhere. */
  near: string;
  radius: RadiusChoice;
  byDistance: boolean;
  bbox: Bbox | undefined;
};

export const NO_PLACE_FILTERS: Readonly<PlaceFilters> = Object.freeze({
  near: '',
  radius: DEFAULT_RADIUS,
  byDistance: false,
  bbox: undefined,
});

export function isRadiusChoice(value: number): value is RadiusChoice {
  return (RADIUS_CHOICES as readonly number[]).includes(value);
}

/** 'w,s,e,n' with each a number in range and the box not empty; undefined otherwise. */
export function parseBbox(text: string | null | undefined): Bbox | undefined {
  if (!text) return undefined;
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  const inRange =
    Math.abs(south) <= 90 && Math.abs(north) <= 90 && Math.abs(west) <= 180 && Math.abs(east) <= 180;
  return inRange && south < north && west < east ? [west, south, east, north] : undefined;
}

/** A box written to 4 decimals (about 10 m), so small moves give equal URLs. */
export function bboxText(bbox: Bbox): string {
  return bbox.map((value) => String(Math.round(value * 10_000) / 10_000)).join(',');
}

export function placeParamsOf(place: PlaceFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const near = place.near.trim();
  if (near) {
    params.near = near;
    if (place.radius !== DEFAULT_RADIUS) params.radius = String(place.radius);
  }
  if (place.bbox) params.bbox = bboxText(place.bbox);
  if (near && place.byDistance) params.sort = DISTANCE_SORT;
  return params;
}

export function placeFromParams(params: URLSearchParams): PlaceFilters {
  const near = (params.get('near') ?? '').trim();
  const radius = Number(params.get('radius'));
  return {
    near,
    radius: isRadiusChoice(radius) ? radius : DEFAULT_RADIUS,
    byDistance: near !== '' && params.get('sort') === DISTANCE_SORT,
    bbox: parseBbox(params.get('bbox')),
  };
}

/** '3.2 mi' on a card. */
export function distanceLabel(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

/** The API's answer to a 'Near' it cannot place. */
export const NEAR_UNKNOWN = 'No US city or ZIP code by that name';
