import { and, asc, eq, getTableColumns, gt, isNotNull, notInArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  boardComments,
  boards,
  bookings,
  conversations,
  locations,
  messages,
  profiles,
  reviews,
  users,
} from '../../db/schema.ts';

export const EXPORT_SECTIONS = [
  'listings',
  'bookings',
  'bookingsOnMyListings',
  'conversations',
  'messages',
  'reviews',
  'boards',
  'boardComments',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      profile: getTableColumns(profiles),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

const after = (column: PgColumn, id: string | null) => (id === null ? undefined : gt(column, id));

/**
 * One page of a section of the user's data, in id order after `afterId` (keyset paging: each page
 * is one indexed query, however far into the export). Only rows that are the user's own: their id
 * is in the where clause of every query, never taken from the request.
 */
export async function exportPage(
  db: Db,
  section: ExportSection,
  userId: string,
  afterId: string | null,
  limit: number,
): Promise<{ id: string }[]> {
  switch (section) {
    case 'listings':
      return db
        .select()
        .from(locations)
        .where(and(eq(locations.ownerId, userId), after(locations.id, afterId)))
        .orderBy(asc(locations.id))
        .limit(limit);
    case 'bookings':
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.renterId, userId), after(bookings.id, afterId)))
        .orderBy(asc(bookings.id))
        .limit(limit);
    case 'bookingsOnMyListings':
      return db
        .select(getTableColumns(bookings))
        .from(bookings)
        .innerJoin(locations, eq(locations.id, bookings.locationId))
        .where(
          and(
            eq(locations.ownerId, userId),
            // Requests never paid for are the filmmaker's alone (ADR 0011, isVisibleToOwner).
            or(isNotNull(bookings.paymentIntentId), notInArray(bookings.paymentStatus, ['unpaid', 'failed'])),
            after(bookings.id, afterId),
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(limit);
    case 'conversations':
      return db
        .select()
        .from(conversations)
        .where(
          and(
            or(eq(conversations.userA, userId), eq(conversations.userB, userId)),
            after(conversations.id, afterId),
          ),
        )
        .orderBy(asc(conversations.id))
        .limit(limit);
    case 'messages':
      return db
        .select()
        .from(messages)
        .where(
          and(
            or(eq(messages.senderId, userId), eq(messages.receiverId, userId)),
            after(messages.id, afterId),
          ),
        )
        .orderBy(asc(messages.id))
        .limit(limit);
    case 'reviews':
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.reviewerId, userId), after(reviews.id, afterId)))
        .orderBy(asc(reviews.id))
        .limit(limit);
    // Scouting boards the user owns, and what they wrote on any board (ADR 0042).
    case 'boards':
      return db
        .select()
        .from(boards)
        .where(and(eq(boards.ownerId, userId), after(boards.id, afterId)))
        .orderBy(asc(boards.id))
        .limit(limit);
    case 'boardComments':
      return db
        .select()
        .from(boardComments)
        .where(and(eq(boardComments.authorId, userId), after(boardComments.id, afterId)))
        .orderBy(asc(boardComments.id))
        .limit(limit);
  }
}
