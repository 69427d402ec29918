import type { InfoSection } from './types';

export const disclaimerSections: readonly InfoSection[] = [
  {
    id: 'marketplace',
    heading: 'SetSpot is a marketplace',
    paragraphs: [
      'SetSpot connects owners who list spaces with filmmakers who book them. We do not own, inspect, manage or control any listed location, and we are not a party to the agreement between an owner and a filmmaker. Owners are responsible for their spaces; filmmakers are responsible for their productions.',
    ],
  },
  {
    id: 'listing-information',
    heading: 'Listing information',
    paragraphs: [
      'Descriptions, photos, prices, availability and production details (such as ceiling height, power capacity, natural light and noise level) are provided by owners. We do not verify every detail and cannot guarantee that a listing is complete or accurate. Confirm anything your shoot depends on with the owner, ideally during a walkthrough.',
    ],
  },
  {
    id: 'permits-and-insurance',
    heading: 'Permits, laws and insurance',
    paragraphs: [
      "A listing's permit note refers to the property only. Filmmakers are responsible for any filming permits, for following local laws and for carrying general liability insurance of at least $1,000,000 per occurrence. Owners are responsible for having the right to rent their space and for checking their own insurance.",
    ],
  },
  {
    id: 'general-guidance',
    heading: 'General guidance only',
    paragraphs: [
      'Our guides, tips, guidelines and FAQs are general information to help you use SetSpot well. They are not legal, tax or insurance advice. For advice on your situation, ask a qualified professional.',
    ],
  },
  {
    id: 'payments',
    heading: 'Payments',
    paragraphs: [
      'Card payments are processed by our payment provider. SetSpot never sees or stores your full card number.',
    ],
  },
  {
    id: 'as-is',
    heading: 'Service provided as is',
    paragraphs: [
      'SetSpot is provided "as is" and "as available". We work to keep it running and secure, but we do not promise that it will always be available, uninterrupted or free of errors.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    paragraphs: [
      [
        'To the extent the law allows, SetSpot is not liable for injury, loss, damage or lost profits arising from the use of a location or from the conduct of any user. Nothing in this disclaimer limits liability that cannot be limited by law. The ',
        { to: '/terms-of-service', label: 'Terms of Service' },
        ' set out the full terms.',
      ],
    ],
  },
  {
    id: 'questions',
    heading: 'Questions',
    paragraphs: [['If anything here is unclear, ', { to: '/contact', label: 'contact us' }, '.']],
  },
];
