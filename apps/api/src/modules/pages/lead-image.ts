import type { PageRoute } from '@setspot/domain/pages/page-manifest';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { hasSessionCookie } from '../../http/session-cookie.ts';
import { viewerOf } from '../auth/auth.public.ts';
import { latestOwnerListings } from '../listings/listings.public.ts';
import type { PreloadImage } from './page-tags.ts';

/**
 * The photo a signed-in page paints largest, when only the page's data names it (the manifest's
 * `leadImage`): without it the browser learns of the photo only after the app's code has run and its
 * data has come, one step after the other. Named here from the same read the page's data makes, so
 * the preload is the <img>'s own URL. None for a visitor without a session, or when nothing is found.
 */
export function leadImageResolver(deps: Pick<AppDeps, 'auth' | 'db'>) {
  return async (route: PageRoute | null, request: FastifyRequest): Promise<PreloadImage | undefined> => {
    if (route?.leadImage !== 'owner-recent-property' || !hasSessionCookie(request)) return undefined;
    const viewer = await viewerOf(deps.auth, request);
    if (!viewer) return undefined;
    // The dashboard's first card (of its OWNER_RECENT_PROPERTIES, most recently updated first), by the
    // dashboard's own statement; a filmmaker has none.
    const [first] = (await latestOwnerListings(deps, viewer.id)).listings;
    // Not ahead of the page's scripts: the photo paints only once the app has drawn the page, and over
    // HTTP/1.1 a high-priority photo would take a connection the scripts are waiting for.
    return first ? { href: first.thumbnailUrl, priority: 'auto' } : undefined;
  };
}
