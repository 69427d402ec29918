// Booking dates are whole days with no zone, in the reader's own format (spec: 'local format'); the
// checkout's summary writes them the same way, so the formatting lives in lib/format-date.ts.
export {
  formatCalendarDay as formatBookingDay,
  formatCalendarRange as formatBookingRange,
} from '../../../lib/format-date';

export function dayCountText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
