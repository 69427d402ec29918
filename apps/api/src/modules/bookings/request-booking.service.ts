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
import { feesOfRequest } from '../payouts/payouts.public.ts';
import { settleBooking, type TransitionDeps } from './booking-transitions.ts';
import { toBooking } from './booking-view.ts';
import {
  type BookingViewRow,
  findListingForBooking,
  findOverdueOverlaps,
  insertRequest,
  type ListingForBooking,
  type RequestValues,
} from './bookings.repository.ts';

type Renter = { id: string; userType: string };

const notAvailable = () => refusal('conflict', DATES_NOT_AVAILABLE, 'DATES_NOT_AVAILABLE');

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** SQLSTATE 23P01: the bookings_no_overlap exclusion constraint refused the dates. */
const isOverlap = (error: unknown) => sqlState(error) === '23P01';

/**
 * Requests for one listing take turns on its row lock (insertRequest), but a request can still meet
 * an approval or another transition of an overlapping booking in the exclusion check, each waiting
 * for the other; PostgreSQL ends such a deadlock (40P01) by failing one of them. Trying that one
 * again finds the other's row settled, so it gets a plain answer (booked or 409).
 */
async function requestAgainAfterDeadlock(deps: TransitionDeps, renter: Renter, input: BookingRequest) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await requestOnce(deps, renter, input);
    } catch (error) {
      if (sqlState(error) !== '40P01' || attempt >= 3) throw error;
    }
  }
}

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
  try {
    return await requestAgainAfterDeadlock(deps, renter, input);
  } catch (error) {
    if (!isOverlap(error)) throw error;
  }
  // The dates may be held only by requests past their expiry that the settle sweep has not reached
  // yet: expire those now (as the sweep would) and try once more.
  const overdue = await findOverdueOverlaps(deps.db, input.locationId, input, deps.clock.now());
  if (overdue.length === 0) return notAvailable();
  for (const id of overdue) await settleBooking(deps, id);
  try {
    return await requestAgainAfterDeadlock(deps, renter, input);
  } catch (error) {
    if (isOverlap(error)) return notAvailable();
    throw error;
  }
}

/** A listing that changes under three attempts in a row is being edited right now: ask to retry. */
const ATTEMPTS = 3;

async function requestOnce(
  deps: TransitionDeps,
  renter: Renter,
  input: BookingRequest,
): Promise<Outcome<Booking>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const listing = await findListingForBooking(deps.db, input.locationId, input, deps.clock.now());
    if (!listing || listing.deletedAt) return refusal('not_found', LOCATION_NOT_FOUND);
    if (listing.ownerId === renter.id) return refusal('forbidden', CANNOT_BOOK_OWN_LOCATION);
    const now = deps.clock.now();
    const timeZone = listing.timeZone;
    // A request lapses when its first day begins, so that day must still be ahead.
    if (startOfDay(input.startDate, timeZone).getTime() <= now.getTime()) {
      return refusal('invalid', START_DATE_IN_PAST);
    }
    if (
      listing.taken ||
      firstBlockedDay({ start: input.startDate, end: input.endDate }, listing.availability, [])
    ) {
      return notAvailable();
    }
    const dailyCents = toCents(listing.price);
    // Days are bounded by the schema, but a daily price set outside the wizard is not.
    if (!totalFits(input.startDate, input.endDate, dailyCents)) {
      return refusal('invalid', BOOKING_TOTAL_TOO_LARGE);
    }
    const values = {
      renterId: renter.id,
      startDate: input.startDate,
      endDate: input.endDate,
      totalPrice: centsToDecimal(totalPriceCents(input.startDate, input.endDate, dailyCents)),
      ...feesOfRequest(deps.config.fees, totalPriceCents(input.startDate, input.endDate, dailyCents)),
      projectDetails: input.projectDetails,
      crewSize: input.crewSize,
      specialRequests: input.specialRequests,
      expiresAt: pendingRequestExpiresAt(
        { createdAt: now, paymentStatus: 'unpaid', startDate: input.startDate },
        timeZone,
      ),
      createdAt: now,
    };
    const id = await insertRequest(deps.db, listing, values);
    if (id) return success(toBooking(requestView(id, listing, values)));
  }
  return refusal('conflict', LISTING_CHANGED);
}

/** The new request as every view shows it, from what was just written. */
function requestView(id: string, listing: ListingForBooking, values: RequestValues): BookingViewRow {
  return {
    ...values,
    id,
    locationId: listing.id,
    status: 'pending',
    paymentStatus: 'unpaid',
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
