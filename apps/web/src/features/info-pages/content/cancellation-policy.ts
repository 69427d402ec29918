import type { RichText } from './types';

interface PardonableEvent {
  name: string;
  documentation: string;
}

export const pardonableEvents: readonly PardonableEvent[] = [
  {
    name: 'Natural disasters',
    documentation: 'An official alert or news report covering the area of the shoot',
  },
  {
    name: 'Medical emergencies',
    documentation: "A doctor's note or hospital record for you or a key member of cast or crew",
  },
  { name: 'Government restrictions', documentation: 'The official order or notice that stops the shoot' },
  { name: 'Death in immediate family', documentation: 'A death certificate or funeral notice' },
  { name: 'Military deployment', documentation: 'Your deployment or mobilization orders' },
  { name: 'Location damage', documentation: 'Photos or a report showing the location cannot be used' },
  { name: 'Legal injunction', documentation: 'The court order' },
];

export const importantNotes: readonly RichText[] = [
  'Refunds are processed within 5-7 business days and go back to the card you paid with.',
  'The service fee is non-refundable, except for pardonable events.',
  'Falsified documents lead to permanent account suspension.',
  'Decisions on pardonable events are final.',
  'Owners may have their own policies for how their space is used, such as house rules, hours and crew limits, shown under Rules on each listing. Refunds always follow this policy.',
];

export const additionalInformation: readonly RichText[] = [
  [
    'To cancel, open ',
    { to: '/filmmaker/bookings', label: 'My Bookings' },
    ' and choose Cancel on the booking. The refund is worked out from the moment you cancel.',
  ],
  'If you cancel a request before the owner approves it, the hold on your card is released and you are not charged.',
  'To change dates, message the owner first, then request the new dates before you cancel the old booking.',
  [
    'Cancellation and refunds are also covered by our ',
    { to: '/terms-of-service', label: 'Terms of Service' },
    '. Questions about a cancellation? ',
    { to: '/contact', label: 'Contact us' },
    '.',
  ],
];
