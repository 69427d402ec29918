// Every route path of the app in one place (product section 2). `pattern` is what the router matches;
// `build` makes a link to a concrete page.
export const paths = {
  home: '/',
  search: '/search',
  location: { pattern: '/location/:id', build: (id: string) => `/location/${encodeURIComponent(id)}` },
  listProperty: '/list-property',
  editProperty: {
    pattern: '/edit-property/:id',
    build: (id: string) => `/edit-property/${encodeURIComponent(id)}`,
  },
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  error: '/error',
  contact: '/contact',
  messaging: '/messaging',
  orderConfirmation: '/order-confirmation',
  paymentCanceled: '/payment-canceled',
  /** The built-in test checkout (no Stripe keys configured): a page of its own, like a hosted one. */
  testCheckout: '/test-checkout/:sessionId',
  bookings: '/bookings',
  /** Scouting boards (ADR 0042); a shared board's page opens without an account. */
  boards: '/boards',
  owner: {
    dashboard: '/owner/dashboard',
    listings: '/owner/listings',
    bookings: '/owner/bookings',
    profile: '/owner/profile',
    settings: '/owner/profile/settings',
  },
  filmmaker: {
    dashboard: '/filmmaker/dashboard',
    bookings: '/filmmaker/bookings',
    profile: '/filmmaker/profile',
    settings: '/filmmaker/profile/settings',
  },
  info: {
    howItWorks: '/how-it-works',
    faq: '/faq',
    filmmakerFaq: '/filmmaker-faq',
    ownerFaq: '/owner-faq',
    disclaimer: '/disclaimer',
    ownerGuidelines: '/owner-guidelines',
    filmmakerGuidelines: '/filmmaker-guidelines',
    termsOfService: '/terms-of-service',
    privacyPolicy: '/privacy-policy',
    cancellationPolicy: '/cancellation-policy',
    propertyOwnerResources: '/property-owner-resources',
    photographyTips: '/photography-tips',
  },
} as const;
