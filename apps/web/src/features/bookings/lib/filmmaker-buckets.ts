import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { type TimeBucket, timeBucket } from '@setspot/domain/bookings/time-buckets';
import { bookingTimeZone } from './booking-time-zone';

export type BookingTab = TimeBucket | 'all';
export const BOOKING_TABS: readonly { value: BookingTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/**
 * Product section 4 time buckets, each booking judged by the day in its listing's time zone. The spec's
 * tabs have no place for a booking that ended without a shoot: a cancelled, rejected or lapsed one is
 * over, so it goes under Past, never under Upcoming or Active.
 */
export function bookingsByTab(bookings: readonly Booking[], now: Date): Record<BookingTab, Booking[]> {
  const tabs: Record<BookingTab, Booking[]> = { upcoming: [], active: [], past: [], all: [...bookings] };
  for (const booking of bookings) {
    const bucket = isLiveBooking(booking) ? timeBucket(booking, now, bookingTimeZone(booking)) : 'past';
    tabs[bucket].push(booking);
  }
  return tabs;
}

/** Statuses of bookings that still lead to a shoot (the dashboard's shoot counts). */
export function isLiveBooking(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'completed';
}
