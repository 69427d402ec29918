import type { InfoSection } from './types';

export const filmmakerGuidelineSections: readonly InfoSection[] = [
  {
    id: 'before-you-book',
    heading: 'Before you book',
    bullets: [
      'Read the whole listing: the rules, filming restrictions, production details and whether a filming permit is required.',
      'Arrange general liability insurance of at least $1,000,000 per occurrence for the booked dates.',
      'Book 2 to 3 weeks ahead, so there is time for a walkthrough, permits and insurance.',
    ],
  },
  {
    id: 'your-request',
    heading: 'Send an honest request',
    paragraphs: [
      'The owner decides on the strength of your request. Describe the project and the scenes, the hours you need on site and the real crew size, including cast. Ask in advance about anything unusual: haze or smoke machines, generators, moving furniture, fake blood, stunts, or vehicles on the property.',
    ],
  },
  {
    id: 'on-set',
    heading: 'On set',
    bullets: [
      'Arrive and wrap at the agreed times, and keep to the crew size in your booking.',
      'Protect the space: lay floor protection, pad furniture and door frames, and never tape to painted walls.',
      'Stay in the rooms you booked. No smoking, vaping or open flames indoors.',
      'Keep noise down between takes and park where the owner told you to. Neighbors decide whether an owner lists again.',
    ],
  },
  {
    id: 'leave-it-as-found',
    heading: 'Leave it as you found it',
    paragraphs: [
      'Photograph every room before you move anything, then use the photos to reset furniture and props at wrap. Take all trash, tape and gear with you, and walk through the space with the owner before you leave.',
    ],
  },
  {
    id: 'report-damages',
    heading: 'Report damages within 24 hours',
    paragraphs: [
      [
        'Accidents happen on set. Tell the owner at once and report damages within 24 hours, with photos, through Messages or our ',
        { to: '/contact', label: 'contact form' },
        '. Your production is responsible for damage it causes; an early, honest report is the quickest way to a fair settlement.',
      ],
    ],
  },
  {
    id: 'respect',
    heading: 'Respect the owner',
    bullets: [
      'Keep messages and payments on SetSpot; payments outside SetSpot are not protected.',
      "Do not publish the street address, and keep the owner's personal belongings and documents out of shot.",
      'After the booking, leave a fair review that describes the space as it was.',
    ],
  },
];
