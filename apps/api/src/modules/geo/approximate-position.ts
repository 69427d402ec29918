import type { Point } from './places.ts';

/** The circle a visitor is shown instead of a listing's point (ADR 0041). */
export const APPROXIMATE_RADIUS_METERS = 500;
// How far the circle's centre sits from the point: never on it, always well inside the circle.
const MIN_OFFSET_METERS = 150;
const MAX_OFFSET_METERS = 400;
const METERS_PER_DEGREE_LAT = 111_320;

export type ApproximateArea = Point & { radiusMeters: number };

/** Two numbers in [0, 1) drawn from the listing's id (FNV-1a), the same on every call and instance. */
function drawsOf(id: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < id.length; i++) {
    a = Math.imul(a ^ id.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ id.charCodeAt(i), 0x811c9dc5) ^ (a >>> 13);
  }
  return [(a >>> 0) / 2 ** 32, (b >>> 0) / 2 ** 32];
}

/**
 * A circle of about 500 m that holds the listing's point without being centred on it: the centre
 * moves 150 to 400 m from the point in a direction drawn from the listing's id, so the same
 * listing always shows the same circle (averaging many answers reveals nothing) and the building is
 * never at its middle. Rounded to about 10 m.
 */
export function approximateArea(id: string, point: Point): ApproximateArea {
  const [angleDraw, distanceDraw] = drawsOf(id);
  const angle = angleDraw * 2 * Math.PI;
  const meters = MIN_OFFSET_METERS + distanceDraw * (MAX_OFFSET_METERS - MIN_OFFSET_METERS);
  const dLat = (meters * Math.cos(angle)) / METERS_PER_DEGREE_LAT;
  const dLng = (meters * Math.sin(angle)) / (METERS_PER_DEGREE_LAT * Math.cos((point.lat * Math.PI) / 180));
  const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;
  return {
    lat: round(point.lat + dLat),
    lng: round(point.lng + dLng),
    radiusMeters: APPROXIMATE_RADIUS_METERS,
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
