import { isVisibleToOwner } from '@setspot/domain/bookings/booking-rules';
import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import {
  CANNOT_MESSAGE_USER,
  CANNOT_MESSAGE_YOURSELF,
  USER_NOT_FOUND,
} from '@setspot/domain/messages/messaging-texts';
import type { Executor } from '../../db/client.ts';
import {
  findBookingParties,
  findConversationByPair,
  findLiveListing,
  findPerson,
  hasBookingWith,
  ownsLiveListing,
} from './messages.repository.ts';

export type Caller = { id: string; userType: 'owner' | 'filmmaker' };
export type Subject = { locationId: string | null; bookingId: string | null };

/**
 * Who may write to whom (docs/decisions/0014-messaging.md): the two parties of an existing
 * conversation; a filmmaker to the owner of a live listing; an owner to a filmmaker with a booking on
 * one of their listings. A listing or booking named as the subject must belong to the pair.
 */
export async function mayMessage(
  db: Executor,
  caller: Caller,
  otherId: string,
  subject: Subject,
): Promise<
  Outcome<{ other: NonNullable<Awaited<ReturnType<typeof findPerson>>>; locationTitle: string | null }>
> {
  if (otherId === caller.id) return refusal('invalid', CANNOT_MESSAGE_YOURSELF);
  const other = await findPerson(db, otherId);
  if (!other) return refusal('not_found', USER_NOT_FOUND);
  const pair = new Set([caller.id, otherId]);

  let locationTitle: string | null = null;
  if (subject.locationId) {
    const listing = await findLiveListing(db, subject.locationId);
    if (!listing?.ownerId || !pair.has(listing.ownerId)) return refusal('not_found', LOCATION_NOT_FOUND);
    locationTitle = listing.title;
  }
  if (subject.bookingId) {
    const booking = await findBookingParties(db, subject.bookingId);
    const parties = booking ? [booking.renterId, booking.ownerId] : [];
    // An owner is never shown a request that was not paid for, so it is not theirs to name either.
    const hiddenFromCaller = booking?.ownerId === caller.id && !isVisibleToOwner(booking);
    if (!parties.includes(caller.id) || !parties.includes(otherId) || hiddenFromCaller) {
      return refusal('not_found', BOOKING_NOT_FOUND);
    }
  }

  if (await findConversationByPair(db, caller.id, otherId)) return success({ other, locationTitle });
  const allowed =
    caller.userType === 'filmmaker'
      ? other.userType === 'owner' && (subject.locationId !== null || (await ownsLiveListing(db, otherId)))
      : other.userType === 'filmmaker' && (await hasBookingWith(db, caller.id, otherId));
  return allowed ? success({ other, locationTitle }) : refusal('forbidden', CANNOT_MESSAGE_USER);
}
