import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { announceLocationChange } from '../../db/location-changes.ts';
import { accounts, bookings, locationImages, locations, reviews, users } from '../../db/schema.ts';

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** A confirmed account that signs in with a password; the users trigger adds its profile. */
export async function insertAccount(
  db: Executor,
  person: { email: string; firstName: string; lastName: string; userType: string },
  passwordHash: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const { email, firstName, lastName, userType } = person;
  await db.insert(users).values({
    id,
    email,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    userType,
    emailVerified: true,
  });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  return id;
}

export async function insertLocation(db: Executor, fields: typeof locations.$inferInsert): Promise<string> {
  const [row] = await db.insert(locations).values(fields).returning({ id: locations.id });
  if (!row) throw new Error('Seeding a demo location failed');
  return row.id;
}

/** The photos in gallery order; the first is primary. */
export async function insertPhotos(
  db: Executor,
  locationId: string,
  photos: readonly { imageUrl: string; variants: Record<string, string> }[],
) {
  await db.insert(locationImages).values(
    photos.map(({ imageUrl, variants }, position) => ({
      locationId,
      imageUrl,
      variants,
      position,
      isPrimary: position === 0,
    })),
  );
}

export async function insertBooking(db: Executor, fields: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(fields).returning({ id: bookings.id });
  announceLocationChange(db, fields.locationId);
  return row?.id ?? null;
}

export async function insertReview(db: Executor, fields: typeof reviews.$inferInsert) {
  await db.insert(reviews).values(fields);
}
