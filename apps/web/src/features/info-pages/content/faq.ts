import { refundSummary } from './refund-policy';
import type { FaqGroup } from './types';

export const faqGroups: readonly FaqGroup[] = [
  {
    heading: 'About SetSpot',
    items: [
      {
        id: 'what-is-setspot',
        question: 'What is SetSpot?',
        answer: [
          'SetSpot is a marketplace for filming locations. Owners of homes and businesses list their spaces (apartments, lofts, warehouses, cafés, offices, studios and outdoor spaces) and independent, micro-budget filmmakers find, book and pay for them in one place.',
          'The whole booking runs through SetSpot: the request, the payment, messages with the owner and the review afterwards.',
        ],
      },
      {
        id: 'who-is-it-for',
        question: 'Who is SetSpot for?',
        answer: [
          'Filmmakers working on short films, music videos, student projects, web series, documentaries and small commercials, usually with a crew of a few people up to a couple of dozen.',
          "Owners who have a space with character and want to earn from the days it isn't in use. If you rent your home or business premises, get your landlord's written permission before you list.",
        ],
      },
      {
        id: 'cost-to-join',
        question: 'Does it cost anything to join?',
        answer: [
          "Creating an account and browsing locations are free. Filmmakers pay the owner's daily rate for each booked day, plus any SetSpot service fee shown at checkout. Owners set their own rates and are paid after the shoot.",
        ],
      },
    ],
  },
  {
    heading: 'Accounts',
    items: [
      {
        id: 'account-types',
        question: 'Do I need a filmmaker account or an owner account?',
        answer: [
          "You choose when you sign up, under 'I am a:'. Pick 'Filmmaker looking for locations' to search and book, or 'Property owner looking to list my space' to create listings and answer booking requests.",
        ],
      },
      {
        id: 'full-address',
        question: "Why can't I see a location's full address?",
        answer: [
          'To protect owners, visitors see only the state, a short description and the daily price. Sign in to see the full address, the scout info (light quality, parking) and the production details, and to request a booking.',
        ],
      },
      {
        id: 'confirmation-email',
        question: "I didn't get my confirmation email. What now?",
        answer: [
          'Check your spam or promotions folder for a message from SetSpot. The link in it confirms your address and takes you to the login page.',
          [
            'Still nothing after a few minutes? ',
            { to: '/contact', label: 'Contact us' },
            ' and we will help.',
          ],
        ],
      },
    ],
  },
  {
    heading: 'Bookings and payments',
    items: [
      {
        id: 'how-booking-works',
        question: 'How does booking work?',
        answer: [
          'Choose your dates on the location page, describe your project and crew size, and select Request to Book. Your card is authorized when you send the request and charged only when the owner approves it. If the owner declines or the request expires, the hold on your card is released.',
        ],
      },
      {
        id: 'price',
        question: 'How is the price calculated?',
        answer: [
          "The owner's daily rate times the number of days you book. The first and the last day both count, so a Friday to Sunday booking is three days.",
        ],
      },
      {
        id: 'escrow',
        question: 'When does the owner get paid?',
        answer: [
          'SetSpot holds your payment in escrow and releases it to the owner 24 hours after the shoot. That window gives both sides time to raise damage or other problems before money changes hands.',
        ],
      },
      { id: 'cancellations', question: 'What if I need to cancel?', answer: [refundSummary] },
    ],
  },
  {
    heading: 'Safety and trust',
    items: [
      {
        id: 'insurance',
        question: 'Do I need insurance?',
        answer: [
          [
            'Filmmakers must carry general liability insurance of at least $1,000,000 per occurrence that covers the booked dates, and share the certificate if the owner asks. Short-term production policies are available for single shoot days. See the ',
            { to: '/terms-of-service', label: 'Terms of Service' },
            '.',
          ],
        ],
      },
      {
        id: 'damage',
        question: 'What happens if something gets damaged?',
        answer: [
          [
            'Report it within 24 hours, with photos, through Messages or our ',
            { to: '/contact', label: 'contact form' },
            '. Filmmakers are responsible for damage their production causes; we help both sides agree on a fair repair or replacement cost.',
          ],
        ],
      },
      {
        id: 'reviews',
        question: 'Can I trust the reviews?',
        answer: [
          'Reviews come only from filmmakers who booked the location through SetSpot, one review per booking, rated from 1 to 5 stars.',
        ],
      },
    ],
  },
];
