import { isVisibleToOwner } from '@setspot/domain/bookings/booking-rules';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { ownerEarningsView } from '../payouts/payouts.public.ts';
import type { BookingViewRow } from './bookings.repository.ts';

/**
 * Whether `userId` may see the booking: its renter always; its listing's owner once its card was held
 * (isVisibleToOwner). Anyone else is told it does not exist.
 */
export function isPartyTo(row: BookingViewRow, userId: string): boolean {
  if (row.renterId === userId) return true;
  return row.ownerId === userId && isVisibleToOwner(row);
}

const dollars = (decimal: string) => centsToDollars(toCents(decimal));
const instant = (value: Date | null) => (value ? value.toISOString() : null);

/** A booking as its renter sees it (the contract's Booking JSON). */
export function toBooking(row: BookingViewRow): Booking {
  return {
    id: row.id,
    locationId: row.locationId,
    renterId: row.renterId,
    ownerId: row.ownerId,
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: dollars(row.totalPrice),
    serviceFee: dollars(row.serviceFee),
    status: row.status,
    paymentStatus: row.paymentStatus,
    projectDetails: row.projectDetails,
    crewSize: row.crewSize,
    specialRequests: row.specialRequests,
    approvedAt: instant(row.approvedAt),
    rejectedAt: instant(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    cancelledAt: instant(row.cancelledAt),
    cancelledBy: row.cancelledBy,
    cancellationReason: row.cancellationReason,
    refundAmount: row.refundAmount === null ? null : dollars(row.refundAmount),
    expiresAt: row.status === 'pending' ? instant(row.expiresAt) : null,
    createdAt: row.createdAt.toISOString(),
    location: {
      title: row.locationTitle,
      address: row.locationAddress,
      city: row.locationCity,
      state: row.locationState,
      timeZone: row.locationTimeZone,
    },
  };
}

/** The same with who is asking, for the listing's owner; the renter is null once they deleted their account. */
export function toOwnerBooking(row: BookingViewRow): OwnerBooking {
  return {
    ...toBooking(row),
    earnings: ownerEarningsView(row),
    renter:
      row.renterId === null
        ? null
        : { id: row.renterId, firstName: row.renterFirstName ?? '', lastName: row.renterLastName ?? '' },
  };
}

/** The view for whoever asks: the owner sees the renter's name, the renter sees their own booking. */
export function toBookingFor(row: BookingViewRow, viewerId: string): Booking {
  return row.ownerId === viewerId ? toOwnerBooking(row) : toBooking(row);
}
