import { OWNER_RECENT_BOOKING_REQUESTS } from '@setspot/domain/common/constants';
import type { OwnerDashboard } from '@setspot/domain/listings/owner-dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { recentOwnerBookings } from '../bookings/bookings.public.ts';
import { latestOwnerListings } from '../listings/listings.public.ts';

/**
 * Product section 2 'Owner dashboard': counts, 3 recent properties, the 5 latest requests. Two
 * statements side by side, each carrying its counts with its few rows (ADR 0033, fifth amendment).
 */
export async function ownerDashboard(deps: Pick<AppDeps, 'db'>, ownerId: string): Promise<OwnerDashboard> {
  const [properties, requests] = await Promise.all([
    latestOwnerListings(deps, ownerId),
    recentOwnerBookings(deps, ownerId, OWNER_RECENT_BOOKING_REQUESTS),
  ]);
  return {
    totalProperties: properties.total,
    totalBookingRequests: requests.total,
    pendingBookingRequests: requests.pending,
    recentProperties: properties.listings,
    recentBookingRequests: requests.recent,
  };
}
