import { refundSummary } from './refund-policy';
import type { FaqGroup } from './types';

export const filmmakerFaqGroups: readonly FaqGroup[] = [
  {
    heading: 'Finding a location',
    items: [
      {
        id: 'search',
        question: 'How do I find the right location?',
        answer: [
          [
            'Go to ',
            { to: '/search', label: 'Search' },
            " and search by city, state or location name, then filter by type, daily price and minimum size. Signed in, you also see each listing's production details: ceiling height, power capacity, natural light, noise level, parking and whether a filming permit is required.",
          ],
        ],
      },
      {
        id: 'rates',
        question: 'How much do locations cost?',
        answer: [
          'Owners set their own rates. Typical rates run from $500 to $2000 per day, depending on the size, type and city; apartments, cafés and outdoor spaces often cost less. The price is per day, and the first and last day of your booking both count.',
        ],
      },
      {
        id: 'book-ahead',
        question: 'How far ahead should I book?',
        answer: [
          'Book 2 to 3 weeks ahead. That leaves time for the owner to respond, for a walkthrough, and for you to arrange permits and insurance. Shorter notice can work when the dates are free; say so in your project details.',
        ],
      },
    ],
  },
  {
    heading: 'Requests and payment',
    items: [
      {
        id: 'owner-response',
        question: 'How quickly will the owner respond?',
        answer: [
          "Owners respond within 48 hours, and most reply within 24 hours. Each listing shows the owner's response rate. Your dates are held while the owner decides, and you get an email when the request is approved or rejected.",
        ],
      },
      {
        id: 'request-details',
        question: 'What should I put in my request?',
        answer: [
          'Owners approve requests they understand. Describe the project (genre, scenes, hours on site), give an honest crew size, and list special requests such as a generator, moving furniture, a smoke machine or parking for a van.',
        ],
      },
      {
        id: 'payment',
        question: 'When is my card charged?',
        answer: [
          'Your card is authorized when you send the request and charged only when the owner approves. SetSpot holds the payment in escrow and releases it to the owner 24 hours after the shoot.',
        ],
      },
      {
        id: 'cancel',
        question: 'Can I cancel a booking?',
        answer: ['Yes, from My Bookings.', refundSummary],
      },
      {
        id: 'pardonable-events',
        question: 'What if something outside my control stops the shoot?',
        answer: [
          [
            'Natural disasters, medical emergencies, government restrictions, a death in the immediate family, military deployment, location damage and legal injunctions are pardonable events: you get a full refund including the service fee. Submit documentation within 48 hours of your cancellation request. See the ',
            { to: '/cancellation-policy', label: 'Cancellation Policy' },
            '.',
          ],
        ],
      },
    ],
  },
  {
    heading: 'On the day',
    items: [
      {
        id: 'insurance',
        question: 'Do I need insurance?',
        answer: [
          'Yes. You need general liability insurance of at least $1,000,000 per occurrence covering the booked dates. Many insurers sell short-term production policies for one or a few shoot days; have the certificate ready in case the owner asks for it.',
        ],
      },
      {
        id: 'permits',
        question: 'Do I need a filming permit?',
        answer: [
          "Each listing says 'Filming permit required' or 'No permit required' for the property itself. Your city may still require a permit, especially if you film on the street or park crew vehicles on public roads. Getting permits is your responsibility.",
        ],
      },
      {
        id: 'damage',
        question: 'What if we damage something?',
        answer: [
          [
            'Tell the owner straight away and report damages within 24 hours, with photos. Honest, early reports are resolved fastest. See the ',
            { to: '/filmmaker-guidelines', label: 'Filmmaker Guidelines' },
            '.',
          ],
        ],
      },
      {
        id: 'reviews',
        question: 'Can I review a location?',
        answer: [
          'Yes. After your booking is complete you can rate the location from 1 to 5 stars and leave a comment to help the next production.',
        ],
      },
    ],
  },
];
