import type { MyBookingTab } from '@setspot/domain/bookings/booking-schemas';

/**
 * The filmmaker's tabs (product section 2 'Filmmaker bookings'). The server sorts bookings into them
 * by the day in each listing's zone, and counts them (GET /api/me/bookings): a booking that will not
 * be shot (cancelled, rejected, lapsed) is under Past whatever its dates.
 */
export const BOOKING_TABS: readonly { value: MyBookingTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];
