/**
 * The titles and descriptions of the pages whose words do not depend on data: the tab title of each
 * information page ('{page} | SetSpot', apps/web useDocumentTitle) and what link previews and search
 * engines get for it from the server. One place, so the tab reads the same before and after the app
 * starts (docs/decisions/0043).
 */
export const SITE_NAME = 'SetSpot';

export const HOME_PAGE = {
  title: 'SetSpot: find and book filming locations',
  description:
    'Find and book homes and businesses as filming locations for independent film, or list your space for filmmakers.',
} as const;

export type InfoPageText = { page: string; description: string };

// One constant a page, so that each information page's code carries its own words only.
export const HOW_IT_WORKS_PAGE = {
  page: 'How It Works',
  description:
    'How SetSpot works: filmmakers search, request and pay for filming locations; owners list their space and approve bookings.',
} as const satisfies InfoPageText;
export const FAQ_PAGE = {
  page: 'FAQ',
  description: 'Answers to common questions about finding, booking and listing filming locations on SetSpot.',
} as const satisfies InfoPageText;
export const FILMMAKER_FAQ_PAGE = {
  page: 'Filmmaker FAQ',
  description:
    'Questions filmmakers ask about searching, booking, paying for and using locations on SetSpot.',
} as const satisfies InfoPageText;
export const OWNER_FAQ_PAGE = {
  page: 'Owner FAQ',
  description:
    'Questions property owners ask about listing a space, approving bookings and getting paid on SetSpot.',
} as const satisfies InfoPageText;
export const DISCLAIMER_PAGE = {
  page: 'Disclaimer',
  description: 'The SetSpot disclaimer: what SetSpot does and does not promise.',
} as const satisfies InfoPageText;
export const OWNER_GUIDELINES_PAGE = {
  page: 'Owner Guidelines',
  description: 'Guidelines for property owners who list a filming location on SetSpot.',
} as const satisfies InfoPageText;
export const FILMMAKER_GUIDELINES_PAGE = {
  page: 'Filmmaker Guidelines',
  description: 'Guidelines for filmmakers who book and film at locations found on SetSpot.',
} as const satisfies InfoPageText;
export const TERMS_OF_SERVICE_PAGE = {
  page: 'Terms of Service',
  description: 'The terms of service for using SetSpot.',
} as const satisfies InfoPageText;
export const PRIVACY_POLICY_PAGE = {
  page: 'Privacy Policy',
  description: 'How SetSpot collects, uses and protects your personal information.',
} as const satisfies InfoPageText;
export const CANCELLATION_POLICY_PAGE = {
  page: 'Cancellation Policy',
  description: 'How cancellations and refunds work for bookings made on SetSpot.',
} as const satisfies InfoPageText;
export const PROPERTY_OWNER_RESOURCES_PAGE = {
  page: 'Property Owner Resources',
  description: 'Resources that help property owners list, present and manage a filming location on SetSpot.',
} as const satisfies InfoPageText;
export const PHOTOGRAPHY_TIPS_PAGE = {
  page: 'Photography Tips',
  description: 'Tips for photographing your space so filmmakers can judge it as a filming location.',
} as const satisfies InfoPageText;

/** '{page} | SetSpot', the tab title of a page. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}
