import { refundSummary } from './refund-policy';
import type { FaqGroup } from './types';

export const ownerFaqGroups: readonly FaqGroup[] = [
  {
    heading: 'Listing your space',
    items: [
      {
        id: 'what-can-i-list',
        question: 'What kind of space can I list?',
        answer: [
          'Houses, apartments, lofts, offices, cafés and restaurants, warehouses, studios, outdoor spaces and anything else with character. Filmmakers often look for ordinary rooms that feel lived in, not only showpieces.',
          'You must have the right to rent the space for filming. If you rent it, get written permission from your landlord, and check any lease, HOA or local rules.',
        ],
      },
      {
        id: 'how-to-list',
        question: 'How do I create a listing?',
        answer: [
          [
            'Select ',
            { to: '/list-property', label: 'List Your Property' },
            ' and follow the four steps: Basic Info, Photos, Features and Pricing. A live preview shows your listing card as filmmakers will see it. You can go back to any step before you submit.',
          ],
        ],
      },
      {
        id: 'photos',
        question: 'How many photos can I add?',
        answer: [
          [
            'Up to 4 photos, each up to 10 MB. The first photo is your cover image, so choose your widest, brightest shot. Our ',
            { to: '/photography-tips', label: 'Photography Tips' },
            ' show how to shoot each room.',
          ],
        ],
      },
      {
        id: 'pricing',
        question: 'How should I price my space?',
        answer: [
          'Most new listings start between $200 and $500 per day, or $25 to $100 per hour. Larger or distinctive spaces such as warehouses, period homes and lofts commonly earn $500 to $2000 per day. Start in the lower range to win your first reviews, then raise the rate.',
        ],
      },
      {
        id: 'production-details',
        question: 'What are production details, and should I fill them in?',
        answer: [
          'Yes. Ceiling height, power capacity, natural light, noise level, parking, permits, load-in notes, filming restrictions and available equipment are exactly what location scouts check first. Listings that answer them get fewer back-and-forth questions and more requests.',
        ],
      },
      {
        id: 'edit-listing',
        question: 'Can I edit or remove a listing?',
        answer: [
          [
            'Yes. In ',
            { to: '/owner/listings', label: 'My Listings' },
            ' you can view, edit or delete each listing. Keep the rate, photos and rules up to date.',
          ],
        ],
      },
    ],
  },
  {
    heading: 'Booking requests',
    items: [
      {
        id: 'requests',
        question: 'How do booking requests work?',
        answer: [
          'You get an email for each new request, and it appears on your Owner Dashboard with the dates, project details and crew size. Approve it, or reject it with a short reason. Answer within 24 hours: your response rate is shown on every listing.',
        ],
      },
      {
        id: 'availability',
        question: 'Can I block days I am not available?',
        answer: [
          'Yes. When you create or edit a listing, choose whether it is available on weekdays, weekends and holidays; days you exclude cannot be requested. Dates that are already booked are blocked automatically, so you can never be double-booked.',
        ],
      },
      {
        id: 'messaging',
        question: 'How do I talk to the filmmaker?',
        answer: [
          'Once a booking is confirmed you can message the filmmaker from Messages. Use it to agree on arrival times, access, parking and anything the crew must not touch.',
        ],
      },
      {
        id: 'cancellations',
        question: 'What happens if a filmmaker cancels?',
        answer: [
          refundSummary,
          'Owners may have their own policies for how the space is used, such as house rules, hours and crew limits: add them under Rules. Refunds always follow the SetSpot policy, so every filmmaker sees the same terms.',
        ],
      },
    ],
  },
  {
    heading: 'Payment and protection',
    items: [
      {
        id: 'payout',
        question: 'When do I get paid?',
        answer: [
          "The filmmaker's card is charged when you approve the request. SetSpot holds the funds in escrow and releases them to you 24 hours after the shoot.",
        ],
      },
      {
        id: 'insurance',
        question: 'Are filmmakers insured?',
        answer: [
          'Filmmakers must carry general liability insurance of at least $1,000,000 per occurrence for the booked dates. You may ask for the certificate before the shoot. Also check whether your own home or business policy covers commercial use of the property.',
        ],
      },
      {
        id: 'damage',
        question: 'What if my property is damaged?',
        answer: [
          [
            'Take photos and report the damage within 24 hours after the shoot, before the funds are released, through Messages or our ',
            { to: '/contact', label: 'contact form' },
            '. Include receipts or repair quotes when you have them.',
          ],
        ],
      },
      {
        id: 'privacy',
        question: 'Who can see my address?',
        answer: [
          'Only signed-in members. Visitors see the state your property is in, the description, the photos and the daily price, never the street address.',
        ],
      },
    ],
  },
];
