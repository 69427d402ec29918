/**
 * Title and description of each information page (link previews and search engines get
 * them from the server, as for home and listing pages). The titles are the pages' own tab titles
 * ('{page} | SetSpot', apps/web useDocumentTitle), so the tab reads the same before and after the
 * app starts.
 */
const INFO_PAGES: Record<string, { page: string; description: string }> = {
  '/how-it-works': {
    page: 'How It Works',
    description:
      'How SetSpot works: filmmakers search, request and pay for filming locations; owners list their space and approve bookings.',
  },
  '/faq': {
    page: 'FAQ',
    description:
      'Answers to common questions about finding, booking and listing filming locations on SetSpot.',
  },
  '/filmmaker-faq': {
    page: 'Filmmaker FAQ',
    description:
      'Questions filmmakers ask about searching, booking, paying for and using locations on SetSpot.',
  },
  '/owner-faq': {
    page: 'Owner FAQ',
    description:
      'Questions property owners ask about listing a space, approving bookings and getting paid on SetSpot.',
  },
  '/disclaimer': {
    page: 'Disclaimer',
    description: 'The SetSpot disclaimer: what SetSpot does and does not promise.',
  },
  '/owner-guidelines': {
    page: 'Owner Guidelines',
    description: 'Guidelines for property owners who list a filming location on SetSpot.',
  },
  '/filmmaker-guidelines': {
    page: 'Filmmaker Guidelines',
    description: 'Guidelines for filmmakers who book and film at locations found on SetSpot.',
  },
  '/terms-of-service': { page: 'Terms of Service', description: 'The terms of service for using SetSpot.' },
  '/privacy-policy': {
    page: 'Privacy Policy',
    description: 'How SetSpot collects, uses and protects your personal information.',
  },
  '/cancellation-policy': {
    page: 'Cancellation Policy',
    description: 'How cancellations and refunds work for bookings made on SetSpot.',
  },
  '/property-owner-resources': {
    page: 'Property Owner Resources',
    description:
      'Resources that help property owners list, present and manage a filming location on SetSpot.',
  },
  '/photography-tips': {
    page: 'Photography Tips',
    description: 'Tips for photographing your space so filmmakers can judge it as a filming location.',
  },
};

/** The information page at this path (a trailing slash allowed), or null. */
export function infoPageMeta(pathname: string): { title: string; description: string } | null {
  const entry = INFO_PAGES[pathname.replace(/(.)\/$/, '$1')];
  return entry ? { title: `${entry.page} | SetSpot`, description: entry.description } : null;
}
