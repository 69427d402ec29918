import { canRenterCancel } from '@setspot/domain/bookings/booking-rules';
import type {
  Booking,
  MyBookingsPage,
  MyBookingsQuery,
  RefundQuote,
} from '@setspot/domain/bookings/booking-schemas';
import { refusedTransitionMessage } from '@setspot/domain/bookings/booking-status';
import { BOOKING_ALREADY_STARTED, BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import { renterCancellationQuote } from '@setspot/domain/bookings/refunds';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { isPartyTo, toBooking, toBookingFor } from './booking-view.ts';
import { findBookingView } from './bookings.repository.ts';
import { renterBookingsPage } from './renter-bookings.repository.ts';

type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * GET /api/bookings/{id}: the renter's, or the listing owner's once its card was held; anyone else is told it does not exist. */
export async function getBooking(
  deps: ReadDeps,
  viewerId: string,
  bookingId: string,
): Promise<Outcome<Booking>> {
  const row = await findBookingView(deps.db, bookingId);
  if (!row || !isPartyTo(row, viewerId)) return refusal('not_found', BOOKING_NOT_FOUND);
  return success(toBookingFor(row, viewerId));
}

/**
 * GET /api/me/bookings: one page of a tab of the signed-in renter's bookings, with every tab's count,
 * all judged at one instant of the server's clock. Paged since ADR 0033's fourth amendment: a
 * filmmaker with a few hundred bookings was sent all of them on every visit.
 */
export async function myBookings(
  deps: ReadDeps,
  renterId: string,
  query: MyBookingsQuery,
): Promise<MyBookingsPage> {
  const { counts, rows } = await renterBookingsPage(deps.db, renterId, {
    tab: query.tab,
    order: query.order,
    now: deps.clock.now(),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map(toBooking),
    counts,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(counts[query.tab] / query.pageSize),
  };
}

/** GET /api/bookings/{id}/refund-quote: what cancelling now would give back (the renter's own). */
export async function refundQuote(
  deps: ReadDeps,
  renterId: string,
  bookingId: string,
): Promise<Outcome<RefundQuote>> {
  const row = await findBookingView(deps.db, bookingId);
  if (!row || row.renterId !== renterId) return refusal('not_found', BOOKING_NOT_FOUND);
  const now = deps.clock.now();
  if (row.status !== 'pending' && row.status !== 'confirmed') {
    return refusal('conflict', refusedTransitionMessage(row.status, 'cancel'));
  }
  if (!canRenterCancel(row, now, row.locationTimeZone)) return refusal('conflict', BOOKING_ALREADY_STARTED);
  const quote = renterCancellationQuote({
    paymentStatus: row.paymentStatus,
    startDate: row.startDate,
    timeZone: row.locationTimeZone,
    totalCents: toCents(row.totalPrice),
    serviceFeeCents: toCents(row.serviceFee),
    now,
  });
  return success({
    percent: quote.percent,
    tier: quote.tier,
    chargedAmount: centsToDollars(quote.chargedCents),
    refundAmount: centsToDollars(quote.refundCents),
  });
}
