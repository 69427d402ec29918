/** A point in degrees, as the pin map gives it. */
export type PinPoint = { lat: number; lng: number };

/**
 * The pin the owner placed, with the address it was placed for: once the ZIP code, city or state
 * change, the pin belongs to another address and is dropped (the map starts again from the new one).
 */
export type PlacedPin = { point: PinPoint; address: string };

export type PinControl = {
  pin: PlacedPin | null;
  onPin: (pin: PlacedPin | null) => void;
  /** On edit: where the listing's point is saved now (the owner's exact point) and for which address. */
  saved: PlacedPin | null;
};

export const addressKey = (address: { zip?: string; city?: string; state?: string }) =>
  [address.zip, address.city, address.state].map((part) => (part ?? '').trim().toLowerCase()).join('|');

/** The pin to save for the address the form holds now, or null (not moved, or moved for another). */
export function pinFor(pin: PlacedPin | null, address: { zip: string; city: string; state: string }) {
  return pin && pin.address === addressKey(address) ? pin.point : null;
}

/** '37.80412, -122.27531' (as any map app copies it) as a point, or null. */
export function parseCoordinates(text: string): PinPoint | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
