import type { AdminReview } from '@setspot/domain/admin/admin-schemas';
import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';
import { iso } from './admin-views.ts';

/** Reviews a user wrote, and reviews of them or of their listings, newest first (a user's page). */
export async function reviewsOfUser(db: Executor, userId: string): Promise<AdminReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      subject: reviews.subject,
      rating: reviews.rating,
      comment: reviews.comment,
      locationId: reviews.locationId,
      locationTitle: locations.title,
      reviewerId: reviews.reviewerId,
      removedAt: reviews.removedAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId), eq(locations.ownerId, userId)))
    .orderBy(desc(reviews.createdAt))
    .limit(100);
  return rows.map(({ reviewerId, removedAt, createdAt, ...row }) => ({
    ...row,
    direction: reviewerId === userId ? ('by' as const) : ('about' as const),
    removedAt: iso(removedAt),
    createdAt: createdAt.toISOString(),
  }));
}
