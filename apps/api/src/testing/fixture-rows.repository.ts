import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, locationImages, locations, reviews, users } from '../db/schema.ts';

// Rows written straight into the database, for tests that need a state the API would take many
// steps (or another party) to reach.

/** An owner account straight in the database (the users trigger adds the profile). */
export async function insertOwner(
  database: Database,
  fields: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const { firstName = 'Olivia', lastName = 'Owner' } = fields;
  await database.db.insert(users).values({
    id,
    name: `${firstName} ${lastName}`,
    email: fields.email ?? `owner-${id}@example.com`,
    emailVerified: true,
    firstName,
    lastName,
    userType: 'owner',
  });
  return id;
}

export type LocationFixture = Partial<typeof locations.$inferInsert> & { ownerId: string };

/** A listing straight in the database, with sensible defaults for what the test does not care about. */
export async function insertLocation(database: Database, fields: LocationFixture): Promise<string> {
  const [row] = await database.db
    .insert(locations)
    .values({
      title: 'Plain Room',
      type: 'house',
      price: '100.00',
      address: '1 Test Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      ...fields,
    })
    .returning({ id: locations.id });
  if (!row) throw new Error('Inserting a location failed');
  return row.id;
}

export type ImageFixture = typeof locationImages.$inferInsert;
export type ReviewFixture = typeof reviews.$inferInsert;
export type BookingFixture = typeof bookings.$inferInsert;

export async function insertLocationImages(database: Database, images: ImageFixture[]) {
  await database.db.insert(locationImages).values(images);
}

export async function insertReviews(database: Database, rows: ReviewFixture[]) {
  await database.db.insert(reviews).values(rows);
}

/**
 * Bookings written as another writer would (an operator's SQL): SetSpot's connections leave
 * announcing to the code that writes (db/location-changes.ts), so this one turns the bookings
 * trigger back on for its transaction (migration 0023).
 */
export async function insertBookings(database: Database, rows: BookingFixture[]) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local setspot.app_announces = 'off'`);
    await tx.insert(bookings).values(rows);
  });
}
