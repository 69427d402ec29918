import type { LocationCard } from '@setspot/domain/listings/location-views';
import type { AppDeps } from '../../app-deps.ts';
import { findCardRows } from './listing-cards.repository.ts';
import { toLocationCard } from './listing-display.ts';

/** The cards of live listings by id, in the order of `ids` (the page search picked). */
export async function listingCards(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
): Promise<LocationCard[]> {
  return (await findCardRows(deps.db, ids)).map(toLocationCard);
}
