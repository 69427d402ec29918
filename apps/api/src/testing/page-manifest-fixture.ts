import type { PageManifest, PageRoute } from '@setspot/domain/pages/page-manifest';
import {
  HOME_PAGE,
  HOW_IT_WORKS_PAGE,
  PHOTOGRAPHY_TIPS_PAGE,
  PRIVACY_POLICY_PAGE,
  pageTitle,
} from '@setspot/domain/pages/page-texts';

const page = (path: string, more: Partial<PageRoute> = {}): PageRoute => ({
  path,
  drawn: false,
  index: true,
  signedIn: false,
  data: [],
  chunks: [],
  ...more,
});

/**
 * A route manifest shaped like the one the web build writes (apps/web/src/app/page-routes.ts), with
 * the routes API tests ask for: the API cannot import the web app, so tests spell them out here.
 */
export const testPageManifest: PageManifest = {
  entry: 'assets/index-test.js',
  shell: ['assets/shell-test.js'],
  routes: [
    page('/', { meta: HOME_PAGE, data: ['/api/locations/featured'], chunks: ['assets/home-test.js'] }),
    page('/search', { chunks: ['assets/search-test.js'] }),
    page('/location/:id', {
      meta: 'listing',
      data: ['/api/locations/:id'],
      chunks: ['assets/location-test.js'],
    }),
    ...Object.entries({
      '/how-it-works': HOW_IT_WORKS_PAGE,
      '/privacy-policy': PRIVACY_POLICY_PAGE,
      '/photography-tips': PHOTOGRAPHY_TIPS_PAGE,
    }).map(([path, text]) =>
      page(path, { meta: { title: pageTitle(text.page), description: text.description } }),
    ),
    page('/login'),
    page('/owner/dashboard', {
      index: false,
      signedIn: true,
      data: ['/api/owner/dashboard'],
      leadImage: 'owner-recent-property',
    }),
    page('/messaging', { index: false, signedIn: true, data: ['/api/conversations'] }),
    page('*', { index: false }),
  ],
};
