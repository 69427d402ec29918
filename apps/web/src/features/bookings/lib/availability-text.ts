import type { Availability } from '@setspot/domain/listings/availability';

/** The listing's bookable days in words, so greyed-out days in the calendar have a stated reason. */
export function availabilityText({ weekdays, weekends, holidays }: Availability): string {
  if (!weekdays && !weekends) return 'This location is not taking bookings at the moment.';
  const days = weekdays && weekends ? 'any day of the week' : weekdays ? 'weekdays (Mon–Fri)' : 'weekends';
  return `Bookable on ${days}${holidays ? '' : ', except US federal holidays'}.`;
}
