import { paths } from '../config/paths';
import { lazyRoute } from './lazy-route';

/** The static information pages (features/info-pages), all public. */
export const infoRoutes = [
  lazyRoute(
    paths.info.howItWorks,
    () => import('../features/info-pages/components/how-it-works-page'),
    'HowItWorksPage',
  ),
  lazyRoute(paths.info.faq, () => import('../features/info-pages/components/faq-page'), 'FaqPage'),
  lazyRoute(
    paths.info.filmmakerFaq,
    () => import('../features/info-pages/components/filmmaker-faq-page'),
    'FilmmakerFaqPage',
  ),
  lazyRoute(
    paths.info.ownerFaq,
    () => import('../features/info-pages/components/owner-faq-page'),
    'OwnerFaqPage',
  ),
  lazyRoute(
    paths.info.disclaimer,
    () => import('../features/info-pages/components/disclaimer-page'),
    'DisclaimerPage',
  ),
  lazyRoute(
    paths.info.ownerGuidelines,
    () => import('../features/info-pages/components/owner-guidelines-page'),
    'OwnerGuidelinesPage',
  ),
  lazyRoute(
    paths.info.filmmakerGuidelines,
    () => import('../features/info-pages/components/filmmaker-guidelines-page'),
    'FilmmakerGuidelinesPage',
  ),
  lazyRoute(
    paths.info.termsOfService,
    () => import('../features/info-pages/components/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  lazyRoute(
    paths.info.privacyPolicy,
    () => import('../features/info-pages/components/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  lazyRoute(
    paths.info.cancellationPolicy,
    () => import('../features/info-pages/components/cancellation-policy-page'),
    'CancellationPolicyPage',
  ),
  lazyRoute(
    paths.info.propertyOwnerResources,
    () => import('../features/info-pages/components/property-owner-resources-page'),
    'PropertyOwnerResourcesPage',
  ),
  lazyRoute(
    paths.info.photographyTips,
    () => import('../features/info-pages/components/photography-tips-page'),
    'PhotographyTipsPage',
  ),
];
