import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import {
  type ListingPosition,
  MAX_PIN_MILES,
  PIN_TOO_FAR,
  PIN_UNPLACEABLE,
  type PinBody,
} from '@setspot/domain/listings/listing-position';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { AppDeps } from '../../app-deps.ts';
import { approximateArea, milesBetween } from './approximate-position.ts';
import { findOwnedAddress, saveOwnedPoint } from './geo.repository.ts';
import { pointOfAddress } from './places.ts';

/**
 * The owner moves the pin onto the building (ADR 0041, amended): the point must stay within
 * MAX_PIN_MILES of where the offline ZIP code data puts the address, so a pin cannot put a listing
 * in another city (and search by place stays truthful). Someone else's listing is 'not found'.
 */
export async function moveListingPin(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  id: string,
  pin: PinBody,
): Promise<Outcome<ListingPosition>> {
  const address = await findOwnedAddress(deps.db, id, ownerId);
  if (!address) return refusal('not_found', PROPERTY_NOT_FOUND);
  const placed = pointOfAddress(address);
  if (!placed) return refusal('invalid', PIN_UNPLACEABLE);
  if (milesBetween(placed, pin) > MAX_PIN_MILES) return refusal('invalid', PIN_TOO_FAR);
  await saveOwnedPoint(deps.db, id, ownerId, pin);
  return success({ area: approximateArea(id, pin), exact: pin });
}
