import type { RichText } from './types';

/**
 * The one cancellation policy (architecture section 2): 100% at 7 days or more before the start,
 * 80% at 5 to 7 days, 50% at 24 hours to 5 days, 0% under 24 hours. The cancellation page and the
 * FAQs use these texts; any other page that mentions refunds must say the same.
 */
export const fullRefund = {
  percent: '100%',
  when: '7 days or more before the start of your booking',
  detail:
    'Cancel early and you get 100% of the booking fee back. The service fee is non-refundable, except for pardonable events.',
} as const;

interface RefundTier {
  percent: string;
  label: string;
  when: string;
  detail: string;
}

export const refundTiers: readonly RefundTier[] = [
  {
    percent: '80%',
    label: '80% of the booking fee',
    when: 'Cancelled 5 or more days before the shoot',
    detail: 'Applies from 5 days up to 7 days before the start. At 7 days or more the refund is 100%.',
  },
  {
    percent: '50%',
    label: '50% of the booking fee',
    when: 'Cancelled between 24 hours and 5 days before the shoot',
    detail: 'Applies from 24 hours up to 5 days before the start.',
  },
  {
    percent: '0%',
    label: 'No refund',
    when: 'Cancelled under 24 hours before the shoot',
    detail: 'The owner has held the date and prepared the space, so the booking fee is not refunded.',
  },
];

export const refundSummary: RichText = [
  'Cancel 7 days or more before the start for a full refund of the booking fee; 80% at 5 to 7 days; 50% at 24 hours to 5 days; nothing under 24 hours. Refunds are processed within 5-7 business days. See the ',
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  ' for pardonable events and the full rules.',
];
