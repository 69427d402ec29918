import type { Payout, PayoutSetupStatus } from '@setspot/domain/payments/payout-schemas';

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

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatInstant = (iso: string) => day.format(new Date(iso));
const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatDates = (start: string, end: string) => {
  const from = calendarDay.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${calendarDay.format(new Date(`${end}T00:00:00Z`))}`;
};
