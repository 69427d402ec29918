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
 * The state a city name alone most likely means: of the states with a city of that name, the one
 * where it has the most ZIP codes (a proxy for size: Springfield is Illinois' 38, not Vermont's one;
 * Portland is Oregon's 59, not Maine's 9); a tie goes to the state code first in alphabetical order, so
 * the answer never depends on the data set's order. Keyed by the city's name in capitals; built from
 * every US ZIP code on the first question naming a city without its state.
 */
let busiestStates: Map<string, string> | undefined;

function busiestStateOf(city: string): string | undefined {
  if (!busiestStates) {
    const counts = new Map<string, Map<string, number>>();
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== 'US') continue;
      const name = code.city.toUpperCase();
      const states = counts.get(name) ?? new Map<string, number>();
      states.set(code.state, (states.get(code.state) ?? 0) + 1);
      counts.set(name, states);
    }
    busiestStates = new Map();
    for (const [name, states] of counts) {
      let best: [string, number] | undefined;
      for (const [state, count] of states) {
        if (!best || count > best[1] || (count === best[1] && state < best[0])) best = [state, count];
      }
      busiestStates.set(name, best![0]);
    }
  }
  return busiestStates.get(city.toUpperCase());
}

/**
 * What a searcher typed for 'Near': a ZIP code ('78701'), a city with its state ('Austin, TX',
 * 'Austin TX'), or a city alone ('Los Angeles': see busiestStateOf); case and extra spaces do not
 * matter. Null when it names no place the data set knows.
 */
export function findPlace(text: string): Place | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/^\d{5}(-\d{4})?$/.test(trimmed)) return zipPoint(trimmed);
  const match = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(trimmed);
  const withState = match ? cityPoint(match[1]!, match[2]!) : null;
  if (withState) return withState;
  // No state, or the last word was not one ('Rancho Santa Fe'): the whole text as a city's name.
  const state = busiestStateOf(trimmed);
  return state ? cityPoint(trimmed, state) : null;
}
