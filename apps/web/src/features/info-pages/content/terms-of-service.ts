import type { InfoSection } from './types';

export const termsSections: readonly InfoSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    paragraphs: [
      'These terms apply to everyone who uses SetSpot: visitors, filmmakers and owners. By creating an account or booking a location you accept them. If you use SetSpot for a company or production, you accept them on its behalf.',
    ],
  },
  {
    id: 'accounts',
    heading: 'Accounts',
    bullets: [
      'You must be at least 18 and give accurate information, including your name and a working email address that you confirm.',
      'Each account is either a filmmaker account or an owner account. Keep your password private; you are responsible for what happens under your account.',
      'You may delete your account at any time from your profile.',
    ],
  },
  {
    id: 'listings',
    heading: 'Listings',
    paragraphs: [
      'Owners must have the right to rent their space for filming, and their listing (photos, description, production details, rules and price) must be accurate and kept up to date. We may remove listings that are misleading, unsafe or against these terms.',
    ],
  },
  {
    id: 'bookings-and-payment',
    heading: 'Bookings and payment',
    bullets: [
      'A booking request is an offer to rent the location for the chosen dates at the listed daily rate. The first and last day both count.',
      'Your card is authorized when you send a request and charged when the owner approves it. A request that is rejected or expires is not charged.',
      'Funds are held in escrow by SetSpot and released to owners 24 hours after the shoot.',
      'All bookings and payments must go through SetSpot.',
    ],
  },
  {
    id: 'cancellations',
    heading: 'Cancellations and refunds',
    paragraphs: [
      [
        'Cancellations and refunds follow our ',
        { to: '/cancellation-policy', label: 'Cancellation Policy' },
        ': a full refund of the booking fee at 7 days or more before the start, 80% at 5 to 7 days, 50% at 24 hours to 5 days and nothing under 24 hours, with a full refund including the service fee for pardonable events. Refunds are processed within 5-7 business days.',
      ],
    ],
  },
  {
    id: 'insurance',
    heading: 'Insurance',
    paragraphs: [
      'Filmmakers must hold general liability insurance of at least $1,000,000 per occurrence that covers every booked date, and show the certificate to the owner on request. Owners should make sure their own insurance allows commercial use of the property.',
    ],
  },
  {
    id: 'conduct',
    heading: 'Conduct on location',
    paragraphs: [
      [
        'Filmmakers must keep to the booked dates, crew size and house rules, and leave the location as they found it. Owners must provide the space as listed and keep it safe. Our ',
        { to: '/filmmaker-guidelines', label: 'Filmmaker Guidelines' },
        ' and ',
        { to: '/owner-guidelines', label: 'Owner Guidelines' },
        ' form part of these terms.',
      ],
    ],
  },
  {
    id: 'damage',
    heading: 'Damage',
    paragraphs: [
      'Filmmakers are responsible for damage caused by their production. Damage must be reported within 24 hours, with photos. We may help the parties agree on a fair amount, but the responsibility stays with them.',
    ],
  },
  {
    id: 'reviews-and-content',
    heading: 'Reviews and content',
    paragraphs: [
      'Reviews must be honest and based on a real booking. You keep ownership of the photos and text you upload, and you give SetSpot permission to show them on SetSpot and in its promotion of your listing.',
    ],
  },
  {
    id: 'suspension',
    heading: 'Suspension and termination',
    paragraphs: [
      'We may suspend or close accounts that break these terms, put people or property at risk, or take payments outside SetSpot. Submitting falsified documents leads to permanent account suspension.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      [
        'SetSpot provides the marketplace and is not a party to the rental between owner and filmmaker. Our liability is limited as described in the ',
        { to: '/disclaimer', label: 'Disclaimer' },
        ', to the extent the law allows.',
      ],
    ],
  },
  {
    id: 'changes-and-contact',
    heading: 'Changes and contact',
    paragraphs: [
      [
        'We may update these terms and will tell you by email before material changes take effect. Questions? ',
        { to: '/contact', label: 'Contact us' },
        '.',
      ],
    ],
  },
];
