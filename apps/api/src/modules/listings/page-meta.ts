import { LISTING_MAIN_PHOTO_SIZES } from '@setspot/domain/listings/gallery-layout';
import {
  LOCATION_NOT_FOUND_DESCRIPTION,
  LOCATION_NOT_FOUND_TITLE,
} from '@setspot/domain/listings/location-texts';
import type { AppDeps } from '../../app-deps.ts';
import type { PageMeta } from '../../http/html-meta.ts';
import { isUuid } from '../../http/ids.ts';
import type { PageMetaResolver } from '../../http/spa.ts';
import { infoPageMeta } from './info-page-meta.ts';
import { toPhotos } from './listing-display.ts';
import { findLocationMetaRow } from './page-meta.repository.ts';

const SITE = 'SetSpot';
const HOME_TITLE = 'SetSpot: find and book filming locations';
const HOME_DESCRIPTION =
  'Find and book homes and businesses as filming locations for independent film, or list your space for filmmakers.';
const DESCRIPTION_LENGTH = 160;
const LOCATION_PATH = /^\/location\/([^/]+)\/?$/;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** Tags for /, the information pages and /location/{id}; other routes keep the page as built. */
export function listingPageMeta(deps: Pick<AppDeps, 'config' | 'db'>): PageMetaResolver {
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);
  return async (pathname) => {
    if (pathname === '/') return { title: HOME_TITLE, description: HOME_DESCRIPTION, url: absolute('/') };
    const info = infoPageMeta(pathname);
    if (info) return { ...info, url: absolute(pathname.replace(/(.)\/$/, '$1')) };
    const id = LOCATION_PATH.exec(pathname)?.[1];
    if (id === undefined) return null;
    const url = absolute(`/location/${encodeURIComponent(id)}`);
    const row = isUuid(id) ? await findLocationMetaRow(deps.db, id) : null;
    if (!row)
      return {
        title: `${LOCATION_NOT_FOUND_TITLE} | ${SITE}`,
        description: LOCATION_NOT_FOUND_DESCRIPTION,
        url,
      };
    const [photo] = toPhotos(row.images);
    // The widest variant up to 1600 px: large enough for any preview card.
    const image = photo?.variants.at(-1)?.url ?? photo?.url;
    const place = [row.city, row.state].filter(Boolean).join(', ');
    const meta: PageMeta = {
      title: `${row.title}${place ? ` in ${place}` : ''} | ${SITE}`,
      description: shorten(row.description || `Filming location in ${place}.`),
      url,
      type: 'article',
      ...(image ? { image: absolute(image) } : {}),
      // The gallery's first photo (apps/web location-gallery.tsx): same srcset and sizes.
      ...(photo
        ? { preloadImage: { href: photo.url, srcset: photo.srcset, sizes: LISTING_MAIN_PHOTO_SIZES } }
        : {}),
    };
    return meta;
  };
}
