import { CalendarCheck, Clapperboard, CreditCard, type LucideIcon, Search } from 'lucide-react';

interface Step {
  title: string;
  icon: LucideIcon;
  body: string;
  points: readonly string[];
}

export const filmmakerSteps: readonly Step[] = [
  {
    title: 'Search for Locations',
    icon: Search,
    body: 'Search by city, state or location name, then filter by type, daily price and size.',
    points: [
      'Sign in to see full addresses, scout info and production details such as ceiling height, power and natural light.',
      'Compare reviews from filmmakers who have shot there.',
    ],
  },
  {
    title: 'Book Your Dates',
    icon: CalendarCheck,
    body: 'Pick your dates on the calendar, describe your project and crew size, and send a booking request.',
    points: [
      'Most owners respond within 24 hours; your dates are held while they decide.',
      'Book 2 to 3 weeks ahead to leave time for permits and insurance.',
    ],
  },
  {
    title: 'Make Payment',
    icon: CreditCard,
    body: 'Pay securely by card. Your card is authorized with the request and charged only when the owner approves.',
    points: [
      'SetSpot holds the payment in escrow and releases it to the owner 24 hours after the shoot.',
      'Cancel 7 days or more before the start for a full refund of the booking fee.',
    ],
  },
  {
    title: 'Start Filming',
    icon: Clapperboard,
    body: 'Message the owner to confirm arrival time, access and parking, then shoot.',
    points: [
      'Stick to your booked dates and crew size, and leave the space as you found it.',
      'Report any damage within 24 hours, then leave a review to help the next production.',
    ],
  },
];

export const ownerSteps: readonly string[] = [
  'List your space in four steps: Basic Info, Photos, Features and Pricing.',
  'Approve the requests that suit you, or reject them with a short reason.',
  'Get paid from escrow 24 hours after the shoot.',
];
