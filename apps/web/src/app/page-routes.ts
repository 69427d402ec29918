import {
  CANCELLATION_POLICY_PAGE,
  DISCLAIMER_PAGE,
  FAQ_PAGE,
  FILMMAKER_FAQ_PAGE,
  FILMMAKER_GUIDELINES_PAGE,
  HOME_PAGE,
  HOW_IT_WORKS_PAGE,
  type InfoPageText,
  OWNER_FAQ_PAGE,
  OWNER_GUIDELINES_PAGE,
  PHOTOGRAPHY_TIPS_PAGE,
  PRIVACY_POLICY_PAGE,
  PROPERTY_OWNER_RESOURCES_PAGE,
  pageTitle,
  TERMS_OF_SERVICE_PAGE,
} from '@setspot/domain/pages/page-texts';
import { paths } from '../config/paths';

/**
 * Every page of the app as the server serves it (docs/decisions/0043): its path, the source module
 * the router loads for it (router.tsx, info-routes.ts; page-routes.test.tsx checks both agree), whether
 * the server draws it for visitors, its tags, whether search engines may index it, and the API calls
 * it makes at once. The build turns this into dist/.vite/pages.json with each page's JavaScript files
 * (page-manifest-plugin.ts); the API's pages module serves every page from that file. Data only: the
 * build reads this file outside the app.
 */
export type PageRouteSource = {
  path: string;
  /** The page's module, as the Vite manifest names it. */
  module: string;
  /** A layout module the page loads with it. */
  layout?: string;
  drawn?: boolean;
  index?: boolean;
  signedIn?: boolean;
  meta?: 'listing' | { title: string; description: string };
  data?: string[];
  /** A photo only the page's data names, which the server preloads for the signed-in visitor. */
  leadImage?: 'owner-recent-property';
  /** Drawn on the server for the signed-in visitor, with their data (ADR 0052). */
  drawnSignedIn?: boolean;
  /** Shows days in the reader's zone: drawn for them only when their reader cookie allows (ADR 0054). */
  readerDays?: boolean;
  /** Modules the page imports lazily but needs at once: preloaded with its own files. */
  preload?: string[];
};

const ROUTES = 'src/app/routes';
const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';
// The wizard's forms load beside the session (and the listing) that the page waits for anyway.
const wizard = { preload: ['src/features/listing-wizard/components/listing-forms.tsx'] };

const route = (path: string, file: string, more: Omit<PageRouteSource, 'path' | 'module'> = {}) => ({
  path,
  module: `${ROUTES}/${file}.tsx`,
  ...more,
});
// Public, not drawn, and not worth a search result: pages reached from a link of one's own.
const oneOff = { index: false };
const signedIn = { index: false, signedIn: true };
const dashboard = { ...signedIn, layout: DASHBOARD_LAYOUT };

const infoPage = (path: string, slug: string, text: InfoPageText): PageRouteSource => ({
  path,
  module: `src/features/info-pages/components/${slug}-page.tsx`,
  drawn: true,
  index: true,
  meta: { title: pageTitle(text.page), description: text.description },
});

export const pageRoutes: PageRouteSource[] = [
  route(paths.home, 'home', { drawn: true, index: true, meta: HOME_PAGE, data: ['/api/locations/featured'] }),
  route(paths.search, 'search', { drawn: true, index: true }),
  route(paths.location.pattern, 'location', {
    drawn: true,
    index: true,
    meta: 'listing',
    data: ['/api/locations/:id'],
  }),
  // Drawn too: a visitor's first page is often the log-in form, whose paint otherwise waited for the app.
  { path: paths.login, module: 'src/features/auth/components/login-page.tsx', drawn: true, index: true },
  { path: paths.signup, module: 'src/features/auth/components/signup-page.tsx', drawn: true, index: true },
  {
    path: paths.forgotPassword,
    module: 'src/features/account/components/forgot-password-page.tsx',
    ...oneOff,
  },
  { path: paths.resetPassword, module: 'src/features/account/components/reset-password-page.tsx', ...oneOff },
  route(paths.error, 'error-page', oneOff),
  route(paths.contact, 'contact', { index: true }),
  route(paths.orderConfirmation, 'order-confirmation', oneOff),
  route(paths.paymentCanceled, 'payment-canceled', oneOff),
  route(paths.testCheckout, 'test-checkout', oneOff),
  infoPage(paths.info.howItWorks, 'how-it-works', HOW_IT_WORKS_PAGE),
  infoPage(paths.info.faq, 'faq', FAQ_PAGE),
  infoPage(paths.info.filmmakerFaq, 'filmmaker-faq', FILMMAKER_FAQ_PAGE),
  infoPage(paths.info.ownerFaq, 'owner-faq', OWNER_FAQ_PAGE),
  infoPage(paths.info.disclaimer, 'disclaimer', DISCLAIMER_PAGE),
  infoPage(paths.info.ownerGuidelines, 'owner-guidelines', OWNER_GUIDELINES_PAGE),
  infoPage(paths.info.filmmakerGuidelines, 'filmmaker-guidelines', FILMMAKER_GUIDELINES_PAGE),
  infoPage(paths.info.termsOfService, 'terms-of-service', TERMS_OF_SERVICE_PAGE),
  infoPage(paths.info.privacyPolicy, 'privacy-policy', PRIVACY_POLICY_PAGE),
  infoPage(paths.info.cancellationPolicy, 'cancellation-policy', CANCELLATION_POLICY_PAGE),
  infoPage(paths.info.propertyOwnerResources, 'property-owner-resources', PROPERTY_OWNER_RESOURCES_PAGE),
  infoPage(paths.info.photographyTips, 'photography-tips', PHOTOGRAPHY_TIPS_PAGE),
  route(paths.messaging, 'messaging', {
    ...signedIn,
    data: ['/api/conversations'],
    drawnSignedIn: true,
    readerDays: true,
  }),
  route(paths.bookings, 'bookings-redirect', signedIn),
  route(paths.listProperty, 'list-property', { ...signedIn, ...wizard }),
  route(paths.editProperty.pattern, 'edit-property', { ...signedIn, ...wizard }),
  route(paths.owner.dashboard, 'owner-dashboard', {
    ...dashboard,
    data: ['/api/owner/dashboard'],
    leadImage: 'owner-recent-property',
    drawnSignedIn: true,
  }),
  // A listing's calendar page is drawn by the same route (/owner/listings/{id}/calendar, ADR 0039).
  route(`${paths.owner.listings}/*`, 'owner-listings', dashboard),
  route(paths.owner.bookings, 'owner-bookings', dashboard),
  route('/owner/payouts', 'owner-payouts', dashboard),
  route(paths.owner.profile, 'profile', dashboard),
  route(paths.owner.settings, 'profile-settings', dashboard),
  route(paths.filmmaker.dashboard, 'filmmaker-dashboard', dashboard),
  route(paths.filmmaker.bookings, 'filmmaker-bookings', dashboard),
  route(paths.filmmaker.profile, 'profile', dashboard),
  route(paths.filmmaker.settings, 'profile-settings', dashboard),
  // Scouting boards (ADR 0042): private, and a shared board is for whoever holds its link.
  route(`${paths.boards}/*`, 'boards', oneOff),
  // The operator console (ADR 0038): private, for operators only.
  route('/admin/*', 'admin', signedIn),
  route('*', 'not-found', oneOff),
];
