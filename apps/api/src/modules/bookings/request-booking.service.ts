import type { BookingRequest } from '@setspot/domain/bookings/booking-request';
import { pendingRequestExpiresAt } from '@setspot/domain/bookings/booking-rules';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import {
  BOOKING_TOTAL_TOO_LARGE,
  CANNOT_BOOK_OWN_LOCATION,
  DATES_NOT_AVAILABLE,
  LISTING_CHANGED,
  ONLY_FILMMAKERS_CAN_BOOK,
  START_DATE_IN_PAST,
} from '@setspot/domain/bookings/booking-texts';
import { totalFits, totalPriceCents } from '@setspot/domain/bookings/pricing';
import { centsToDecimal, toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { startOfDay } from '@setspot/domain/common/time-zone';
import { firstBlockedDay } from '@setspot/domain/listings/availability';
import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import { withRetry } from '../../db/with-retry.ts';
import { refusalByAvailability } from '../availability/availability.public.ts';
import { feesOfRequest } from '../payouts/payouts.public.ts';
import { settleBooking, type TransitionDeps } from './booking-transitions.ts';
import { toBooking } from './booking-view.ts';
import type { BookingViewRow } from './bookings.repository.ts';
import { listingFactsCache } from './listing-facts-cache.ts';
import {
  findListingForBooking,
  findOverdueOverlaps,
  type InsertedRequest,
  insertRequest,
  type ListingFacts,
  type RequestValues,
} from './request-insert.repository.ts';

type Renter = { id: string; userType: string };

const notAvailable = () => refusal('conflict', DATES_NOT_AVAILABLE, 'DATES_NOT_AVAILABLE');

/** An attempt's answer that is not final: the listing changed, or only requests past their expiry hold the dates. */
const CHANGED = Symbol('changed');
const OVERDUE_MAY_HOLD = Symbol('overdue');
type Attempt = Outcome<Booking> | typeof CHANGED | typeof OVERDUE_MAY_HOLD;

/**
 * A listing that changes under three attempts in a row is being edited right now: ask to retry. The
 * same budget covers a deadlock: a request can meet an approval or another transition of an
 * overlapping booking in the exclusion check, each waiting for the other, and PostgreSQL fails one of
 * them (40P01); trying that one again finds the other's row settled, so it gets a plain answer.
 */
const ATTEMPTS = 3;

/**
 * POST /api/bookings (architecture sections 2 and 5). The server prices the request from the stored daily
 * price and judges the dates in the listing's zone; the database's exclusion constraint is what
 * finally makes two live bookings of one day impossible, however many requests race.
 */
export async function requestBooking(
  deps: TransitionDeps,
  renter: Renter,
  input: BookingRequest,
): Promise<Outcome<Booking>> {
  if (renter.userType !== 'filmmaker') return refusal('forbidden', ONLY_FILMMAKERS_CAN_BOOK);
  const first = await attemptWithRetry(deps, renter, input);
  if (first !== OVERDUE_MAY_HOLD) return first;
  // The dates may be held only by requests past their expiry that the settle sweep has not reached
  // yet: expire those now (as the sweep would) and try once more.
  const overdue = await findOverdueOverlaps(deps.db, input.locationId, input, deps.clock.now());
  if (overdue.length === 0) return notAvailable();
  for (const id of overdue) await settleBooking(deps, id);
  const second = await attemptWithRetry(deps, renter, input);
  return second === OVERDUE_MAY_HOLD ? notAvailable() : second;
}

async function attemptWithRetry(deps: TransitionDeps, renter: Renter, input: BookingRequest) {
  const facts = listingFactsCache(deps.db);
  // Remembered facts first (one round trip); read them when there are none, or take the fresh ones
  // the insert answered with when they changed.
  let known: (ListingFacts & { taken?: boolean }) | null = facts.get(input.locationId);
  // Whether `known` was read by this request (remembered facts may be out of date).
  let fresh = false;
  const answer = await withRetry(
    async (): Promise<Attempt> => {
      if (!known) {
        known = await findListingForBooking(deps.db, input.locationId, input, deps.clock.now());
        fresh = true;
      }
      if (!known || known.deletedAt) {
        facts.forget(input.locationId);
        return refusal('not_found', LOCATION_NOT_FOUND);
      }
      const { taken, ...listing } = known;
      facts.remember(listing);
      if (taken) return notAvailable();
      const judged = judge(listing, renter, input, deps.clock.now(), deps.config.fees);
      if (!judged.ok && !fresh) {
        // Refused on remembered facts: only the listing as it is now may refuse a request.
        known = null;
        return CHANGED;
      }
      if (!judged.ok) return judged;
      // The owner's booking rules and blocked days (ADR 0039); a block racing this request is
      // refused by the bookings trigger all the same.
      const ruled = await refusalByAvailability(deps.db, input, listing.timeZone, deps.clock.now());
      if (ruled) return ruled;
      const inserted = await insertRequest(deps.db, listing, judged.value);
      if (inserted.kind === 'inserted') {
        facts.remember(inserted.listing);
        return success(toBooking(requestView(inserted.request, inserted.listing, judged.value)));
      }
      if (inserted.kind === 'overlap') return inserted.live ? notAvailable() : OVERDUE_MAY_HOLD;
      known = inserted.listing;
      fresh = true;
      return CHANGED;
    },
    // A deadlock also gets the next attempt, judged on the same facts (the statement checks them again).
    { attempts: ATTEMPTS, again: (answer) => answer === CHANGED },
  );
  return answer === CHANGED ? refusal('conflict', LISTING_CHANGED) : answer;
}

/** The request's values, or why the listing as known refuses it. */
function judge(
  listing: ListingFacts,
  renter: Renter,
  input: BookingRequest,
  now: Date,
  fees: Parameters<typeof feesOfRequest>[0],
): Outcome<RequestValues> {
  if (listing.ownerId === renter.id) return refusal('forbidden', CANNOT_BOOK_OWN_LOCATION);
  const timeZone = listing.timeZone;
  // A request lapses when its first day begins, so that day must still be ahead.
  if (startOfDay(input.startDate, timeZone).getTime() <= now.getTime()) {
    return refusal('invalid', START_DATE_IN_PAST);
  }
  if (firstBlockedDay({ start: input.startDate, end: input.endDate }, listing.availability, [])) {
    return notAvailable();
  }
  const dailyCents = toCents(listing.price);
  // Days are bounded by the schema, but a daily price set outside the wizard is not.
  if (!totalFits(input.startDate, input.endDate, dailyCents)) {
    return refusal('invalid', BOOKING_TOTAL_TOO_LARGE);
  }
  const bookingFeeCents = totalPriceCents(input.startDate, input.endDate, dailyCents);
  return success({
    renterId: renter.id,
    startDate: input.startDate,
    endDate: input.endDate,
    totalPrice: centsToDecimal(bookingFeeCents),
    ...feesOfRequest(fees, bookingFeeCents),
    projectDetails: input.projectDetails,
    crewSize: input.crewSize,
    specialRequests: input.specialRequests,
    expiresAt: pendingRequestExpiresAt(
      { createdAt: now, paymentStatus: 'unpaid', startDate: input.startDate },
      timeZone,
    ),
    createdAt: now,
  });
}

/** The new request as every view shows it, from what was just written. */
function requestView(request: InsertedRequest, listing: ListingFacts, values: RequestValues): BookingViewRow {
  return {
    ...values,
    ...request,
    locationId: listing.id,
    approvedAt: null,
    rejectedAt: null,
    rejectionReason: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    refundAmount: null,
    paymentProvider: null,
    checkoutSessionId: null,
    paymentIntentId: null,
    ownerId: listing.ownerId,
    locationTitle: listing.title,
    locationAddress: listing.address,
    locationCity: listing.city,
    locationState: listing.state,
    locationTimeZone: listing.timeZone,
    renterFirstName: null,
    renterLastName: null,
  };
}
