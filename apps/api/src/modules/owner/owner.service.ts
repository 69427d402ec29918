import type { OwnerDashboard } from '@setspot/domain/listings/owner-dashboard';
import type { OwnerListing } from '@setspot/domain/listings/owner-listing';
import { OWNER_RECENT_BOOKING_REQUESTS, OWNER_RECENT_PROPERTIES } from '@setspot/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { countOwnerRequests, recentOwnerBookings } from '../bookings/bookings.public.ts';
import { toOwnerListing } from '../listings/listing-rows.ts';
import { countOwnedListings, imagesByListing, listOwnedListings } from '../listings/listings.repository.ts';

export async function ownerListings(db: Db, ownerId: string, limit?: number): Promise<OwnerListing[]> {
  const rows = await listOwnedListings(db, ownerId, limit);
  const images = await imagesByListing(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOwnerListing(row, images.get(row.id) ?? []));
}

/** Spec section 2 'Owner dashboard': counts, 3 recent properties, the 5 latest requests. */
export async function ownerDashboard(db: Db, ownerId: string): Promise<OwnerDashboard> {
  const [totalProperties, counts, recentProperties, recentBookingRequests] = await Promise.all([
    countOwnedListings(db, ownerId),
    countOwnerRequests(db, ownerId),
    ownerListings(db, ownerId, OWNER_RECENT_PROPERTIES),
    recentOwnerBookings(db, ownerId, OWNER_RECENT_BOOKING_REQUESTS),
  ]);
  return {
    totalProperties,
    totalBookingRequests: counts.total,
    pendingBookingRequests: counts.pending,
    recentProperties,
    recentBookingRequests,
  };
}
