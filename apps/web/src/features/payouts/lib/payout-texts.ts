import type { Payout, PayoutSetupStatus } from '@setspot/domain/payments/payout-schemas';
import { englishShortDay, lazyDateFormat } from '../../../lib/format-date';

/** Status shown plainly (the issue's words). */
export const SETUP_STATUS_TEXT: Record<PayoutSetupStatus, string> = {
  not_set_up: 'Not set up',
  pending_verification: 'Pending verification',
  active: 'Active',
  action_needed: 'Action needed',
};

export const PAYOUT_STATUS_TEXT: Record<Payout['status'], string> = {
  in_transit: 'In transit',
  paid: 'Paid',
  failed: 'Failed',
};

// en-US's medium date is its short day ('Mar 3, 2027'), written without Intl (lib/format-date.ts).
export const formatInstant = (iso: string) => englishShortDay(new Date(iso));
const calendarDay = lazyDateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatDates = (start: string, end: string) => {
  const from = calendarDay.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${calendarDay.format(new Date(`${end}T00:00:00Z`))}`;
};
