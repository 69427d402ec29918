import type { InfoSection } from './types';

export const ownerGuidelineSections: readonly InfoSection[] = [
  {
    id: 'accurate-listing',
    heading: 'Describe your space honestly',
    paragraphs: [
      'Filmmakers plan shots, crew and equipment around your listing. A surprise on the day costs them money and costs you a good review.',
    ],
    bullets: [
      'Use recent photos that show the space as it is today, without heavy filters.',
      'Give real figures for square footage, rooms and ceiling height, and say how much power the space can take.',
      'Mention anything that affects sound or access: a flight path, a busy road, stairs without an elevator, pets on site.',
      'List your rules and filming restrictions up front, for example no shoes upstairs or no filming in the bedrooms.',
    ],
  },
  {
    id: 'respond',
    heading: 'Respond quickly',
    paragraphs: [
      'Answer every booking request within 24 hours, even when the answer is no. Your response rate is shown on your listings, and filmmakers on a tight schedule choose owners who reply.',
    ],
    bullets: [
      'When you reject a request, give a short, honest reason so the filmmaker can adjust or look elsewhere.',
      'Keep your availability current so that nobody requests days you cannot offer.',
    ],
  },
  {
    id: 'prepare',
    heading: 'Prepare the space',
    bullets: [
      'Put away valuables, fragile items, medication and personal documents.',
      'Agree which rooms are off limits and mark them clearly.',
      'Confirm where the crew can park and load equipment, and tell your neighbors about the shoot.',
      'Name one contact person who can be reached throughout the booked hours.',
    ],
  },
  {
    id: 'safety',
    heading: 'Keep it safe',
    bullets: [
      'Make sure smoke detectors work and exits, stairways and corridors are clear.',
      'Tell the crew about any known hazard: a loose step, a weak railing, a fuse that trips.',
      'Share the location of the fuse box, the water shut-off and the nearest first-aid kit.',
    ],
  },
  {
    id: 'on-the-day',
    heading: 'On the day',
    paragraphs: [
      'Be there, or have your contact person there, for arrival and wrap. You may stay during the shoot; keep out of frame and out of the way of the set. If the crew is larger than agreed or a rule is broken, raise it calmly with the person in charge and note it in Messages.',
    ],
  },
  {
    id: 'after-the-shoot',
    heading: 'After the shoot',
    paragraphs: [
      'Walk through the space with the crew before they leave. If something is damaged, take photos and report it within 24 hours after the shoot, before the payment is released from escrow, with receipts or repair quotes where you have them.',
    ],
  },
  {
    id: 'fair-dealing',
    heading: 'Fair dealing',
    bullets: [
      'Keep bookings and payments on SetSpot. Payments made outside SetSpot are not covered by escrow or by our help with disputes.',
      'Treat every request on its merits. Do not refuse filmmakers because of race, religion, gender, sexual orientation, disability or origin.',
      'Do not add fees after a booking is confirmed.',
    ],
  },
];
