import { OWNER_RECENT_BOOKING_REQUESTS, OWNER_RECENT_PROPERTIES } from '@setspot/domain/common/constants';
import type { OwnerDashboard } from '@setspot/domain/listings/owner-dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { countOwnerRequests, recentOwnerBookings } from '../bookings/bookings.public.ts';
import { countOwnerListings, ownerListings } from '../listings/listings.public.ts';

/** Product section 2 'Owner dashboard': counts, 3 recent properties, the 5 latest requests. */
export async function ownerDashboard(deps: Pick<AppDeps, 'db'>, ownerId: string): Promise<OwnerDashboard> {
  const [totalProperties, counts, recentProperties, recentBookingRequests] = await Promise.all([
    countOwnerListings(deps, ownerId),
    countOwnerRequests(deps, ownerId),
    ownerListings(deps, ownerId, OWNER_RECENT_PROPERTIES),
    recentOwnerBookings(deps, ownerId, OWNER_RECENT_BOOKING_REQUESTS),
  ]);
  return {
    totalProperties,
    totalBookingRequests: counts.total,
    pendingBookingRequests: counts.pending,
    recentProperties,
    recentBookingRequests,
  };
}
