import zipcodes from 'zipcodes';

/** A point in WGS 84 degrees. */
export type Point = { lat: number; lng: number };

/** A place a search can be near: its name as shown and its point. */
export type Place = Point & { name: string };

/**
 * Positions from the offline US ZIP code data set of the `zipcodes` package (ADR 0041): no outside
 * service is ever asked, so placing a listing and 'Near' work with no network. Loaded on first use,
 * server-side only (about 5 MB).
 */
function zipPoint(zip: string): Place | null {
  const five = /^\s*(\d{5})/.exec(zip)?.[1];
  const code = five ? zipcodes.lookup(five) : undefined;
  if (code?.country !== 'US') return null;
  return { lat: code.latitude, lng: code.longitude, name: `${code.city}, ${code.state} ${code.zip}` };
}

// Cities already looked up (null for unknown ones): the data set's lookup by name reads every ZIP
// code of the state (about 2,600 for California), which was 8 % of the server's time under the search
// benchmark's scouting mix ('Near' a city). Emptied when full, as what people type is unbounded.
const cityPoints = new Map<string, Place | null>();
const MAX_CITY_POINTS = 10_000;

/** The middle of a city's ZIP codes, or null for a city the data set does not know. */
function cityPoint(city: string, state: string): Place | null {
  const key = `${city.trim().toUpperCase()}|${state.trim().toUpperCase()}`;
  let place = cityPoints.get(key);
  if (place === undefined) {
    if (cityPoints.size >= MAX_CITY_POINTS) cityPoints.clear();
    place = lookUpCity(city, state);
    cityPoints.set(key, place);
  }
  return place;
}

function lookUpCity(city: string, state: string): Place | null {
  const codes = zipcodes.lookupByName(city.trim(), state.trim()).filter((code) => code.country === 'US');
  if (codes.length === 0) return null;
  const lat = codes.reduce((sum, code) => sum + code.latitude, 0) / codes.length;
  const lng = codes.reduce((sum, code) => sum + code.longitude, 0) / codes.length;
  const first = codes[0]!;
  // Frozen: one object is handed to every question that names the city.
  return Object.freeze({ lat: round(lat), lng: round(lng), name: `${first.city}, ${first.state}` });
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** Where a listing is: its ZIP code's point, else its city's; null when neither is known. */
export function pointOfAddress(address: { zip: string | null; city: string; state: string }): Point | null {
  const place = (address.zip ? zipPoint(address.zip) : null) ?? cityPoint(address.city, address.state);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

/**
 * What a searcher typed for 'Near': a ZIP code ('78701'), or a city with its state ('Austin, TX',
 * 'Austin TX'); null when it names no place the data set knows.
 */
export function findPlace(text: string): Place | null {
  const trimmed = text.trim();
  if (/^\d{5}(-\d{4})?$/.test(trimmed)) return zipPoint(trimmed);
  const match = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(trimmed);
  return match ? cityPoint(match[1]!, match[2]!) : null;
}
