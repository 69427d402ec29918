import {
  BookOpen,
  Camera,
  CircleQuestionMark,
  ClipboardList,
  FileText,
  type LucideIcon,
  ShieldCheck,
} from 'lucide-react';
import type { InfoSection } from './types';

interface ResourceLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const resourceLinks: readonly ResourceLink[] = [
  {
    to: '/photography-tips',
    title: 'Photography Tips',
    description: 'Take four photos that get your space booked, with the phone in your pocket.',
    icon: Camera,
  },
  {
    to: '/owner-guidelines',
    title: 'Owner Guidelines',
    description: 'How to prepare your space, host a crew and keep everyone safe.',
    icon: ClipboardList,
  },
  {
    to: '/owner-faq',
    title: 'Owner FAQ',
    description: 'Answers on listing, pricing, booking requests and getting paid.',
    icon: CircleQuestionMark,
  },
  {
    to: '/cancellation-policy',
    title: 'Cancellation Policy',
    description: 'What filmmakers get back when they cancel, and what counts as a pardonable event.',
    icon: ShieldCheck,
  },
  {
    to: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The rules for owners and filmmakers, including insurance and escrow.',
    icon: FileText,
  },
  {
    to: '/how-it-works',
    title: 'How It Works',
    description: 'The booking process from the filmmaker side, step by step.',
    icon: BookOpen,
  },
];

export const ownerGuideSections: readonly InfoSection[] = [
  {
    id: 'pricing',
    heading: 'Pricing your space',
    paragraphs: [
      'Most new listings start between $200 and $500 per day, or $25 to $100 per hour. Larger and distinctive spaces such as warehouses, period homes and lofts commonly earn $500 to $2000 per day. Rates rise with:',
    ],
    bullets: [
      'Floor space and ceiling height: room for lights, a dolly and a crew.',
      'Parking and easy load-in for equipment.',
      'Power capacity, good natural light and a quiet street.',
      'A look that is hard to find: period details, industrial textures, a view.',
    ],
  },
  {
    id: 'checklist',
    heading: 'Listing checklist',
    bullets: [
      'Four strong photos, with the widest and brightest as the cover.',
      'Production details filled in: ceiling height, power, natural light, noise, parking, permits, load-in notes.',
      'Clear rules and filming restrictions.',
      'Availability for weekdays, weekends and holidays kept up to date.',
      'Requests answered within 24 hours.',
    ],
  },
  {
    id: 'before-and-after',
    heading: 'Before and after each shoot',
    bullets: [
      'Ask for the certificate of general liability insurance (at least $1,000,000 per occurrence).',
      'Agree on arrival and wrap times, parking and off-limits rooms in Messages.',
      'Walk through the space with the crew at wrap, and report damage within 24 hours after the shoot.',
      'Your payment is released from escrow 24 hours after the shoot.',
    ],
  },
];
