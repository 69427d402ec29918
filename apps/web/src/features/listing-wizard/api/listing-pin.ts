import type { AddressPoint, ListingPosition, PinBody } from '@setspot/domain/listings/listing-position';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/places/address-point: where the offline ZIP code data puts the address typed so far. */
export function getAddressPoint(address: { zip: string; city: string; state: string }, signal?: AbortSignal) {
  const query = new URLSearchParams(address);
  return apiFetch<AddressPoint>(`/api/places/address-point?${query}`, signal ? { signal } : {});
}

/** GET /api/locations/{id}/position: for the owner it holds the exact point (where the pin is now). */
export function getListingPosition(id: string, signal?: AbortSignal) {
  return apiFetch<ListingPosition>(
    `/api/locations/${encodeURIComponent(id)}/position`,
    signal ? { signal } : {},
  );
}

/** PUT /api/locations/{id}/pin: the owner's listing's exact point, moved onto the building. */
export function saveListingPin(id: string, pin: PinBody) {
  return apiFetch<ListingPosition>(`/api/locations/${encodeURIComponent(id)}/pin`, {
    method: 'PUT',
    body: pin,
  });
}
