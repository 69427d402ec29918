// Pardonable events and claim states without zod, so the web app's booking pages stay small.

/**
 * The spec's pardonable events (section 9, cancellation policy): a full refund, service fee included,
 * when documentation is submitted within 48 hours of the cancellation request.
 */
export const PARDONABLE_EVENTS = [
  'natural_disaster',
  'medical_emergency',
  'government_restriction',
  'death_in_family',
  'military_deployment',
  'location_damage',
  'legal_injunction',
] as const;
export type PardonableEvent = (typeof PARDONABLE_EVENTS)[number];

/** The names the cancellation policy page uses, in its order. */
export const PARDONABLE_EVENT_NAMES: Readonly<Record<PardonableEvent, string>> = {
  natural_disaster: 'Natural disasters',
  medical_emergency: 'Medical emergencies',
  government_restriction: 'Government restrictions',
  death_in_family: 'Death in immediate family',
  military_deployment: 'Military deployment',
  location_damage: 'Location damage',
  legal_injunction: 'Legal injunction',
};

export const CLAIM_STATUSES = ['open', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How long after the cancellation request documentation is taken: 48 hours. */
export const CLAIM_WINDOW_MS = 48 * 60 * 60 * 1000;
/** Files per claim, each at most 10 MB (the photo upload's bound). */
export const MAX_CLAIM_DOCUMENTS = 4;
