import { bookingStatusSchema } from '@setspot/domain/bookings/booking-status';
import { paymentStatusSchema } from '@setspot/domain/bookings/payment-status';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { centsToDollars, toCents } from '@setspot/domain/shared/money';
import type { OwnerBookingRow } from './owner.repository.ts';

const dollars = (decimal: string) => centsToDollars(toCents(decimal));
const instant = (value: Date | null) => (value ? value.toISOString() : null);

export function toOwnerBooking(row: OwnerBookingRow): OwnerBooking {
  return {
    id: row.id,
    locationId: row.locationId,
    renterId: row.renterId,
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: dollars(row.totalPrice),
    status: bookingStatusSchema.parse(row.status),
    paymentStatus: paymentStatusSchema.parse(row.paymentStatus),
    projectDetails: row.projectDetails,
    crewSize: row.crewSize,
    specialRequests: row.specialRequests,
    approvedAt: instant(row.approvedAt),
    rejectedAt: instant(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    cancelledAt: instant(row.cancelledAt),
    refundAmount: row.refundAmount === null ? null : dollars(row.refundAmount),
    createdAt: row.createdAt.toISOString(),
    location: {
      title: row.locationTitle,
      address: row.locationAddress,
      city: row.locationCity,
      state: row.locationState,
    },
    renter:
      row.renterId === null
        ? null
        : { id: row.renterId, firstName: row.renterFirstName ?? '', lastName: row.renterLastName ?? '' },
  };
}
