import type { Database } from '../db/client.ts';
import { locations, users } from '../db/schema.ts';

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

/** Polls until the check passes (changes reach search asynchronously, within a second). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
