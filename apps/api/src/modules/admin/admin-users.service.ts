import {
  ADMIN_PAGE_SIZE,
  type AdminBookingsQuery,
  type AdminListingDetail,
  type AdminListingsQuery,
  type AdminUserDetail,
  type AdminUsersQuery,
} from '@setspot/domain/admin/admin-schemas';
import { LISTING_NOT_FOUND, USER_NOT_FOUND } from '@setspot/domain/admin/admin-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { bookingsOfParty, searchBookings } from './admin-bookings.repository.ts';
import type { Operator } from './admin-guard.ts';
import {
  findAdminListing,
  listingsOfOwner,
  searchListings,
  toAdminListing,
} from './admin-listings.repository.ts';
import { reviewsOfUser } from './admin-reviews.repository.ts';
import { findAdminUser, markEmailConfirmed, searchUsers } from './admin-users.repository.ts';
import { pageInfo, toAdminUser, toAuditEntry } from './admin-views.ts';
import { appendAudit, listAudit } from './audit.repository.ts';
import { reportsAboutTarget, reportsAboutUser } from './reports.repository.ts';

type Db = Pick<AppDeps, 'db'>;
const paging = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
const TRAIL = { limit: 50, offset: 0 };

export async function findUsers(deps: Db, query: AdminUsersQuery) {
  const { rows, counted } = await searchUsers(deps.db, query, paging(query.page));
  return { items: rows.map(toAdminUser), ...pageInfo(counted, query.page, ADMIN_PAGE_SIZE) };
}

export async function findListings(deps: Db, query: AdminListingsQuery) {
  const { rows, counted } = await searchListings(deps.db, query, paging(query.page));
  return { items: rows, ...pageInfo(counted, query.page, ADMIN_PAGE_SIZE) };
}

export async function findBookings(deps: Db, query: AdminBookingsQuery) {
  const { rows, counted } = await searchBookings(deps.db, query, paging(query.page));
  return { items: rows, ...pageInfo(counted, query.page, ADMIN_PAGE_SIZE) };
}

/** A user's page: profile, listings, bookings, reports by and about them, reviews, and the audit trail. */
export async function userDetail(deps: Db, userId: string): Promise<Outcome<AdminUserDetail>> {
  const user = await findAdminUser(deps.db, userId);
  if (!user) return refusal('not_found', USER_NOT_FOUND);
  const listings = await listingsOfOwner(deps.db, userId);
  const bookings = await bookingsOfParty(deps.db, userId);
  const reports = await reportsAboutUser(
    deps.db,
    userId,
    listings.map((listing) => listing.id),
  );
  const reviews = await reviewsOfUser(deps.db, userId);
  const audit = await listAudit(deps.db, { targetType: 'user', targetId: userId }, TRAIL);
  return success({
    user: toAdminUser(user),
    listings,
    bookings,
    reports,
    reviews,
    audit: audit.rows.map(toAuditEntry),
  });
}

export async function listingDetail(deps: Db, listingId: string): Promise<Outcome<AdminListingDetail>> {
  const row = await findAdminListing(deps.db, listingId);
  if (!row) return refusal('not_found', LISTING_NOT_FOUND);
  const reports = await reportsAboutTarget(deps.db, 'listing', listingId);
  const audit = await listAudit(deps.db, { targetType: 'listing', targetId: listingId }, TRAIL);
  return success({ listing: toAdminListing(row), reports, audit: audit.rows.map(toAuditEntry) });
}

export async function auditPage(
  deps: Db,
  query: { targetType?: string | undefined; targetId?: string | undefined; page: number },
) {
  const { rows, counted } = await listAudit(deps.db, query, paging(query.page));
  return { items: rows.map(toAuditEntry), ...pageInfo(counted, query.page, ADMIN_PAGE_SIZE) };
}

/** Marks an address confirmed by hand (a person who cannot receive the link), with its audit row. */
export async function confirmEmail(
  deps: Pick<AppDeps, 'db' | 'currentUsers'>,
  operator: Operator,
  userId: string,
  reason: string,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findAdminUser(tx, userId);
    if (!user) return refusal('not_found', USER_NOT_FOUND);
    await markEmailConfirmed(tx, userId);
    await appendAudit(tx, {
      actor: operator,
      action: 'user.confirm_email',
      targetType: 'user',
      targetId: userId,
      before: { emailVerified: user.emailVerified },
      after: { emailVerified: true },
      reason,
    });
    return success(null);
  });
  if (!outcome.ok) return outcome;
  deps.currentUsers.forget(userId);
  const user = await findAdminUser(deps.db, userId);
  return user ? success(toAdminUser(user)) : refusal('not_found', USER_NOT_FOUND);
}
