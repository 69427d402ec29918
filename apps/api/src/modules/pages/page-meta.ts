import { LISTING_MAIN_PHOTO_SIZES } from '@setspot/domain/listings/gallery-layout';
import {
  LOCATION_NOT_FOUND_DESCRIPTION,
  LOCATION_NOT_FOUND_TITLE,
} from '@setspot/domain/listings/location-texts';
import type { PageRoute } from '@setspot/domain/pages/page-manifest';
import { pageTitle } from '@setspot/domain/pages/page-texts';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../http/ids.ts';
import { listingPreview } from '../listings/listings.public.ts';
import type { PageMeta } from './page-tags.ts';

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * The tags of a page, as its route in the manifest says: its own title and description, or a
 * listing's, made from the database; null keeps the page as built.
 */
export function pageMetaResolver(deps: Pick<AppDeps, 'config' | 'db'>) {
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);
  return async (
    route: PageRoute,
    params: Record<string, string>,
    pathname: string,
  ): Promise<PageMeta | null> => {
    if (!route.meta) return null;
    const url = absolute(pathname.replace(/(.)\/$/, '$1'));
    if (route.meta !== 'listing') return { ...route.meta, url };
    const id = params.id ?? '';
    const listingUrl = absolute(`/location/${encodeURIComponent(id)}`);
    const listing = isUuid(id) ? await listingPreview(deps.db, id) : null;
    if (!listing)
      return {
        title: pageTitle(LOCATION_NOT_FOUND_TITLE),
        description: LOCATION_NOT_FOUND_DESCRIPTION,
        url: listingUrl,
      };
    const { photo } = listing;
    // The widest variant up to 1600 px: large enough for any preview card.
    const image = photo?.variants.at(-1)?.url ?? photo?.url;
    const place = [listing.city, listing.state].filter(Boolean).join(', ');
    return {
      title: pageTitle(`${listing.title}${place ? ` in ${place}` : ''}`),
      description: shorten(listing.description || `Filming location in ${place}.`),
      url: listingUrl,
      type: 'article',
      ...(image ? { image: absolute(image) } : {}),
      // The gallery's first photo (apps/web location-gallery.tsx): same srcset and sizes.
      ...(photo
        ? { preloadImage: { href: photo.url, srcset: photo.srcset, sizes: LISTING_MAIN_PHOTO_SIZES } }
        : {}),
    };
  };
}
