import type { ReportTarget } from '@setspot/domain/admin/report-reasons';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, messages, reviews, users } from '../../db/schema.ts';

/** What a report is about, as the queue shows it, and whose it is; null when it is gone. */
export type ReportContext = {
  title: string;
  excerpt: string | null;
  accountId: string | null;
  accountEmail: string | null;
  hidden: boolean;
  /** Who may see it to report it: null for anyone signed in. */
  visibleTo: string[] | null;
};

type Target = { targetType: ReportTarget; targetId: string };
type Contexts = Map<string, ReportContext>;

const short = (text: string | null) => (text && text.length > 280 ? `${text.slice(0, 277)}...` : text);
const keyOf = (type: ReportTarget, id: string) => `${type}:${id}`;

async function listingContexts(db: Executor, ids: string[], into: Contexts) {
  const rows = await db
    .select({
      id: locations.id,
      title: locations.title,
      description: locations.description,
      ownerId: locations.ownerId,
      email: users.email,
      hiddenAt: locations.hiddenAt,
      deletedAt: locations.deletedAt,
    })
    .from(locations)
    .leftJoin(users, eq(users.id, locations.ownerId))
    .where(inArray(locations.id, ids));
  for (const row of rows) {
    if (row.deletedAt) continue;
    into.set(keyOf('listing', row.id), {
      title: row.title,
      excerpt: short(row.description),
      accountId: row.ownerId,
      accountEmail: row.email,
      hidden: row.hiddenAt !== null,
      visibleTo: null,
    });
  }
}

async function userContexts(db: Executor, ids: string[], into: Contexts) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) {
    into.set(keyOf('user', row.id), {
      title: row.name,
      excerpt: null,
      accountId: row.id,
      accountEmail: row.email,
      hidden: false,
      visibleTo: null,
    });
  }
}

async function messageContexts(db: Executor, ids: string[], into: Contexts) {
  const rows = await db
    .select({
      id: messages.id,
      content: messages.content,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      email: users.email,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
  for (const row of rows) {
    const parties = [row.senderId, row.receiverId].filter((party): party is string => party !== null);
    into.set(keyOf('message', row.id), {
      title: `Message from ${row.email ?? 'a deleted account'}`,
      excerpt: short(row.content),
      accountId: row.senderId,
      accountEmail: row.email,
      hidden: false,
      visibleTo: parties,
    });
  }
}

async function reviewContexts(db: Executor, ids: string[], into: Contexts) {
  const rows = await db
    .select({
      id: reviews.id,
      comment: reviews.comment,
      rating: reviews.rating,
      reviewerId: reviews.reviewerId,
      email: users.email,
      removedAt: reviews.removedAt,
      publishedAt: reviews.publishedAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(inArray(reviews.id, ids));
  for (const row of rows) {
    if (!row.publishedAt) continue;
    into.set(keyOf('review', row.id), {
      title: `Review (${row.rating} of 5) by ${row.email ?? 'a deleted account'}`,
      excerpt: short(row.comment),
      accountId: row.reviewerId,
      accountEmail: row.email,
      hidden: row.removedAt !== null,
      visibleTo: null,
    });
  }
}

const byType = {
  listing: listingContexts,
  user: userContexts,
  message: messageContexts,
  review: reviewContexts,
};

/**
 * The contexts of many reports' targets: one query per kind of target, not one per report (a
 * queue page of 25 reports was 26 statements, most of its time; ADR 0051).
 */
export async function contextsOf(db: Executor, targets: Target[]) {
  const contexts: Contexts = new Map();
  for (const [type, load] of Object.entries(byType) as [ReportTarget, typeof listingContexts][]) {
    const ids = [...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId))];
    if (ids.length > 0) await load(db, ids, contexts);
  }
  return (target: Target) => contexts.get(keyOf(target.targetType, target.targetId)) ?? null;
}

export async function contextOf(db: Executor, type: ReportTarget, id: string): Promise<ReportContext | null> {
  const contextFor = await contextsOf(db, [{ targetType: type, targetId: id }]);
  return contextFor({ targetType: type, targetId: id });
}
