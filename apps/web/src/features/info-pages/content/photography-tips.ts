import type { InfoSection } from './types';

interface PlannedPhoto {
  title: string;
  description: string;
}

/** Listings take up to 4 photos (product section 9), so each one has a job. */
export const photoPlan: readonly PlannedPhoto[] = [
  {
    title: 'The cover shot',
    description:
      'Your widest, brightest room, shot from a corner. It appears on your listing card in search, so it decides whether scouts click.',
  },
  {
    title: 'The character shot',
    description:
      'The room or feature that makes your space different: a staircase, brick walls, a retro kitchen.',
  },
  {
    title: 'The production detail',
    description:
      'What crews plan around: ceiling height, big windows, an open floor for a dolly, a quiet back room.',
  },
  {
    title: 'Access and outside',
    description: 'The entrance, the loading route or the parking, so the crew knows how gear gets in.',
  },
];

export const tipSections: readonly InfoSection[] = [
  {
    id: 'prepare',
    heading: 'Prepare the room',
    bullets: [
      'Clear surfaces and floors; remove cables, bins and laundry.',
      'Open every curtain and blind, and switch on all the lights.',
      'Wipe your phone or camera lens. A smudge is the most common cause of hazy photos.',
    ],
  },
  {
    id: 'light',
    heading: 'Use natural light',
    bullets: [
      'Shoot rooms mid-morning or on a bright, overcast day for soft, even light.',
      "Turn the flash off. Use your phone's HDR mode so windows are not blown out.",
      'Shoot the outside of the building in the hour before sunset.',
    ],
  },
  {
    id: 'frame',
    heading: 'Frame like a cinematographer',
    bullets: [
      'Shoot horizontally (landscape). Listing cards and galleries are wide.',
      'Stand in a corner at chest height to show as much of the room as possible.',
      'Keep vertical lines straight: hold the camera level instead of tilting it up.',
      'Shoot through a doorway to show how rooms connect. Crews care about flow.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Protect your privacy',
    bullets: [
      'Keep people, pets and family photos out of frame.',
      'Hide mail, documents, house numbers and license plates: your address is shown only to signed-in members.',
      'Do not add text, logos or watermarks to the images.',
    ],
  },
  {
    id: 'upload',
    heading: 'Upload',
    bullets: [
      'Add up to 4 photos per listing, each up to 10 MB. JPEG, PNG and WebP all work.',
      'Aim for at least 1600 pixels wide, so photos stay sharp on large screens.',
      'The first photo is your cover image. Refresh your photos when the space changes.',
    ],
  },
];
