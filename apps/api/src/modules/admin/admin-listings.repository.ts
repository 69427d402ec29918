import type { AdminListing } from '@setspot/domain/admin/admin-schemas';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, users } from '../../db/schema.ts';
import { idsOfPage, inOrderOf, type Page } from './admin-paging.repository.ts';
import { containsPattern, emailMatch, listingIdsByTitle } from './admin-search.repository.ts';

const listingColumns = {
  id: locations.id,
  title: locations.title,
  city: locations.city,
  state: locations.state,
  type: locations.type,
  ownerId: locations.ownerId,
  ownerEmail: users.email,
  deletedAt: locations.deletedAt,
  hiddenAt: locations.hiddenAt,
  hiddenBy: locations.hiddenBy,
  hiddenReason: locations.hiddenReason,
  reviewStatus: locations.reviewStatus,
  reviewReason: locations.reviewReason,
  createdAt: locations.createdAt,
};
type ListingRow = {
  id: string;
  title: string;
  city: string;
  state: string;
  type: string;
  ownerId: string | null;
  ownerEmail: string | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  hiddenBy: 'operator' | 'suspension' | null;
  hiddenReason: string | null;
  reviewStatus: 'in_review' | 'rejected' | null;
  reviewReason: string | null;
  createdAt: Date;
};

export function toAdminListing(row: ListingRow): AdminListing {
  const status = row.deletedAt ? 'withdrawn' : row.hiddenAt ? 'hidden' : (row.reviewStatus ?? 'live');
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    state: row.state,
    type: row.type,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
    status,
    hiddenReason: row.hiddenReason ?? row.reviewReason,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectListings(db: Executor) {
  return db.select(listingColumns).from(locations).leftJoin(users, eq(users.id, locations.ownerId));
}

export type ListingFilter = {
  q?: string | undefined;
  state?: 'live' | 'hidden' | 'withdrawn' | 'in_review' | 'rejected' | undefined;
};

function listingConditions(filter: ListingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    // Each of title, city and the owner's email through its own index (migrations 0021, 0022 and
    // 0024), then united: an OR across the owner join scanned every listing (ADR 0051).
    const pattern = containsPattern(filter.q);
    const branches = [
      listingIdsByTitle(filter.q),
      sql`select l.id from locations l where l.city ilike ${pattern}`,
    ];
    const byEmail = emailMatch(sql.raw('u.email'), filter.q);
    if (byEmail) {
      branches.push(
        sql`select l.id from locations l where l.owner_id in (select u.id from users u where ${byEmail})`,
      );
    }
    conditions.push(sql`${locations.id} in (${sql.join(branches, sql` union `)})`);
  }
  if (filter.state === 'live')
    conditions.push(
      and(isNull(locations.deletedAt), isNull(locations.hiddenAt), isNull(locations.reviewStatus)),
    );
  if (filter.state === 'in_review' || filter.state === 'rejected')
    conditions.push(and(isNull(locations.deletedAt), eq(locations.reviewStatus, filter.state)));
  if (filter.state === 'hidden')
    conditions.push(and(isNull(locations.deletedAt), isNotNull(locations.hiddenAt)));
  if (filter.state === 'withdrawn') conditions.push(isNotNull(locations.deletedAt));
  return and(...conditions);
}

export async function searchListings(db: Executor, filter: ListingFilter, page: Page) {
  const ordered = db
    .select({ id: locations.id })
    .from(locations)
    .where(listingConditions(filter))
    .orderBy(desc(locations.createdAt), locations.id);
  const { ids, counted } = await idsOfPage<string>(ordered.$dynamic(), page);
  const rows = ids.length > 0 ? await selectListings(db).where(inArray(locations.id, ids)) : [];
  return { rows: inOrderOf(ids, rows).map(toAdminListing), counted };
}

export async function listingsOfOwner(db: Executor, ownerId: string) {
  const rows = await selectListings(db)
    .where(eq(locations.ownerId, ownerId))
    .orderBy(desc(locations.createdAt))
    .limit(100);
  return rows.map(toAdminListing);
}

export async function findAdminListing(db: Executor, id: string, lock = false) {
  const query = selectListings(db).where(eq(locations.id, id));
  const [row] = lock ? await query.for('update', { of: locations }) : await query;
  return row ?? null;
}

export async function setListingHidden(
  db: Executor,
  id: string,
  hidden: { at: Date; reason: string } | null,
  now: Date,
) {
  await db
    .update(locations)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: 'operator', hiddenReason: hidden.reason, updatedAt: now }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null, updatedAt: now },
    )
    .where(eq(locations.id, id));
}

/** An operator's review decision: approved listings go live, rejected ones keep the reason. */
export async function setListingReview(db: Executor, id: string, rejectedFor: string | null) {
  await db
    .update(locations)
    .set(
      rejectedFor === null
        ? { reviewStatus: null, reviewReason: null }
        : { reviewStatus: 'rejected', reviewReason: rejectedFor },
    )
    .where(eq(locations.id, id));
}
