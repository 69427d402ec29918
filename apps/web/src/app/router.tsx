import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { infoRoutes } from './info-routes';
import { RootLayout } from './layouts/root-layout';
import { lazyLayout, lazyRoute } from './lazy-route';
import { ProtectedLayout } from './routes/protected-layout';
import { RouteError } from './routes/route-error';

const publicRoutes = [
  lazyRoute(undefined, () => import('./routes/home'), 'HomeRoute'),
  lazyRoute(paths.search, () => import('./routes/search'), 'SearchRoute'),
  lazyRoute(paths.location.pattern, () => import('./routes/location'), 'LocationRoute'),
  lazyRoute(paths.login, () => import('../features/auth/components/login-page'), 'LoginPage'),
  lazyRoute(paths.signup, () => import('../features/auth/components/signup-page'), 'SignupPage'),
  lazyRoute(
    paths.forgotPassword,
    () => import('../features/account/components/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  lazyRoute(
    paths.resetPassword,
    () => import('../features/account/components/reset-password-page'),
    'ResetPasswordPage',
  ),
  lazyRoute(paths.error, () => import('./routes/error-page'), 'ErrorPageRoute'),
  lazyRoute(paths.contact, () => import('./routes/contact'), 'ContactRoute'),
  lazyRoute(paths.orderConfirmation, () => import('./routes/order-confirmation'), 'OrderConfirmationRoute'),
  lazyRoute(paths.paymentCanceled, () => import('./routes/payment-canceled'), 'PaymentCanceledRoute'),
  // The boards pages route within (a shared board is public, the others check the session).
  lazyRoute('/boards/*', () => import('./routes/boards'), 'BoardsRoute'),
  // The operator console (ADR 0038): its own layout, and it checks the operator itself.
  lazyRoute('/admin/*', () => import('./routes/admin'), 'AdminRoute'),
  ...infoRoutes,
];

// Product section 2: routes that need a signed-in user.
const signedInRoutes = [
  lazyRoute(paths.messaging, () => import('./routes/messaging'), 'MessagingRoute'),
  lazyRoute(paths.bookings, () => import('./routes/bookings-redirect'), 'BookingsRedirectRoute'),
];

// Signed in too, but the wizard pages check the session themselves: their refusals have their own
// texts ('You must be logged in to list a property', product section 5).
const wizardRoutes = [
  lazyRoute(paths.listProperty, () => import('./routes/list-property'), 'ListPropertyRoute'),
  lazyRoute(paths.editProperty.pattern, () => import('./routes/edit-property'), 'EditPropertyRoute'),
];

// Product section 2 'Dashboard layout': the owner and filmmaker areas, inside the sidebar layout (which
// also requires a signed-in user).
const dashboardRoutes = [
  lazyRoute(paths.owner.dashboard, () => import('./routes/owner-dashboard'), 'OwnerDashboardRoute'),
  // With '/*': a listing's calendar, /owner/listings/{id}/calendar, is drawn by the same route module.
  lazyRoute(`${paths.owner.listings}/*`, () => import('./routes/owner-listings'), 'OwnerListingsRoute'),
  lazyRoute(paths.owner.bookings, () => import('./routes/owner-bookings'), 'OwnerBookingsRoute'),
  // A literal, not in paths.ts: the app shell every page loads is at the JavaScript budget (ADR 0036).
  lazyRoute('/owner/payouts', () => import('./routes/owner-payouts'), 'OwnerPayoutsRoute'),
  lazyRoute(paths.owner.profile, () => import('./routes/profile'), 'ProfileRoute'),
  lazyRoute(paths.owner.settings, () => import('./routes/profile-settings'), 'ProfileSettingsRoute'),
  lazyRoute(
    paths.filmmaker.dashboard,
    () => import('./routes/filmmaker-dashboard'),
    'FilmmakerDashboardRoute',
  ),
  lazyRoute(paths.filmmaker.bookings, () => import('./routes/filmmaker-bookings'), 'FilmmakerBookingsRoute'),
  lazyRoute(paths.filmmaker.profile, () => import('./routes/profile'), 'ProfileRoute'),
  lazyRoute(paths.filmmaker.settings, () => import('./routes/profile-settings'), 'ProfileSettingsRoute'),
];

/**
 * Every route of the app. The browser makes its router from these (app.tsx); the server renders the
 * first paint of public pages from the same list (ssr/render-page.tsx), so both draw the same page.
 */
export const appRoutes: RouteObject[] = [
  {
    // The built-in test checkout stands in for a hosted payment page: no top bar, no footer.
    ...lazyRoute(paths.testCheckout, () => import('./routes/test-checkout'), 'TestCheckoutRoute'),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
  },
  {
    path: paths.home,
    // The shell is not lazy, so the top bar and footer paint with the first chunk.
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // A failing page renders its error inside the layout, keeping navigation usable.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          ...wizardRoutes,
          { Component: ProtectedLayout, children: signedInRoutes },
          lazyLayout(() => import('./layouts/dashboard-layout'), 'DashboardLayout', dashboardRoutes),
          lazyRoute('*', () => import('./routes/not-found'), 'NotFoundRoute'),
        ],
      },
    ],
  },
];
