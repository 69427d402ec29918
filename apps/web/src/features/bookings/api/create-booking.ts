import type { BookingRequestInput } from '@setspot/domain/bookings/booking-request';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/bookings: a pending request; the server prices it and checks the dates are free. */
export function createBooking(request: BookingRequestInput) {
  return apiFetch<{ booking: Booking }>('/api/bookings', { method: 'POST', body: request });
}
