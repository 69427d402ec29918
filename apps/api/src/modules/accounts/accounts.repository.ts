import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  contactMessages,
  conversations,
  errorLogs,
  locations,
  profiles,
  sessions,
  users,
  verifications,
} from '../../db/schema.ts';
import { removeUserCounters } from '../../http/rate-limits.repository.ts';

/**
 * Locks the profile for the deletion: a booking request or a message that would point at it waits for
 * the deletion to commit and then fails its foreign key, instead of slipping in after the checks.
 */
export async function lockProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ avatarKey: profiles.avatarKey, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row ?? null;
}

/** Withdraws the owner's live listings, as deleting each would (they keep their history). */
export async function withdrawListingsOf(tx: Tx, ownerId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(locations)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(locations.ownerId, ownerId), isNull(locations.deletedAt)))
    .returning({ id: locations.id });
  return rows.length;
}

/**
 * Removes the login. The foreign keys do the rest (0001, 0008): profile, sessions and credentials go
 * with it; messages, bookings, reviews and listings keep their rows with a null person.
 */
/** Deletes the login and what hangs on it; answers the ids of the sessions that ended with it. */
export async function deleteUser(tx: Tx, userId: string): Promise<string[]> {
  // Open reset links are stored by user id; records with no foreign key lose the link to the person.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  // The per-user counters (write limits, a route's own such as message sending).
  await removeUserCounters(tx, userId);
  await tx.update(contactMessages).set({ userId: null }).where(eq(contactMessages.userId, userId));
  await tx.update(errorLogs).set({ userId: null }).where(eq(errorLogs.userId, userId));
  // A conversation's pair key spells out both ids. Once one party is gone the pair can never write
  // again (a new account gets a new id), so the key becomes the conversation's own id.
  await tx
    .update(conversations)
    .set({ pairKey: sql`'closed:' || ${conversations.id}::text` })
    .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)));
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await tx.delete(users).where(eq(users.id, userId));
  return ended.map((session) => session.id);
}
