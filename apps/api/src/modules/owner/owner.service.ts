import type { OwnerDashboard } from '@setspot/domain/listings/owner-dashboard';
import { OWNER_RECENT_BOOKING_REQUESTS, OWNER_RECENT_PROPERTIES } from '@setspot/domain/shared/constants';
import type { AppDeps } from '../../app-deps.ts';
import { countOwnerListings, ownerListings } from '../listings/listings.public.ts';
import { countOwnerBookings, findOwnerBookings } from './owner.repository.ts';
import { toOwnerBooking } from './owner-bookings.ts';

export async function ownerBookings(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  options: { limit: number; status?: string },
) {
  return (await findOwnerBookings(deps.db, ownerId, options)).map(toOwnerBooking);
}

/** Spec section 2 'Owner dashboard': counts, 3 recent properties, the 5 latest requests. */
export async function ownerDashboard(deps: Pick<AppDeps, 'db'>, ownerId: string): Promise<OwnerDashboard> {
  const [totalProperties, counts, recentProperties, recentBookingRequests] = await Promise.all([
    countOwnerListings(deps, ownerId),
    countOwnerBookings(deps.db, ownerId),
    ownerListings(deps, ownerId, OWNER_RECENT_PROPERTIES),
    ownerBookings(deps, ownerId, { limit: OWNER_RECENT_BOOKING_REQUESTS }),
  ]);
  return {
    totalProperties,
    totalBookingRequests: counts.total,
    pendingBookingRequests: counts.pending,
    recentProperties,
    recentBookingRequests,
  };
}
