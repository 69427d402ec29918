import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createFileStorage } from '../adapters/storage/create-file-storage.ts';
import { DEMO_PASSWORD, type DemoPersonKey, demoLocations, demoPeople } from './demo-data.ts';
import { storeDemoPhotos } from './demo-photos.ts';
import { accounts, bookings, locationImages, locations, reviews, users } from './schema.ts';

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Seeds the demo set on the first start of an empty database; does nothing otherwise. */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const [{ count } = { count: 0 }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storage = createFileStorage(app.config.storage);
  await app.db.transaction(async (tx) => {
    const ids = {} as Record<DemoPersonKey, string>;
    for (const person of demoPeople) {
      const id = crypto.randomUUID();
      ids[person.key] = id;
      const { email, firstName, lastName, userType } = person;
      await tx.insert(users).values({
        id,
        email,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        userType,
        emailVerified: true,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
    }
    for (const demo of demoLocations) {
      const { owner, palette, reviews: demoReviews, ...fields } = demo;
      const [location] = await tx
        .insert(locations)
        .values({ ...fields, ownerId: ids[owner] })
        .returning({ id: locations.id });
      if (!location) throw new Error('Seeding a demo location failed');
      const photos = await storeDemoPhotos(storage, location.id, palette, demo.title);
      await tx.insert(locationImages).values(
        photos.map(({ imageUrl, variants }, position) => ({
          locationId: location.id,
          imageUrl,
          variants,
          position,
          isPrimary: position === 0,
        })),
      );
      for (const review of demoReviews) {
        // A review belongs to a completed booking (DESIGN section 6): seed the stay it reviews.
        const end = Date.now() - review.daysAgo * DAY_MS - DAY_MS;
        const [booking] = await tx
          .insert(bookings)
          .values({
            locationId: location.id,
            renterId: ids[review.by],
            startDate: isoDate(end - DAY_MS),
            endDate: isoDate(end),
            totalPrice: (Number(demo.price) * 2).toFixed(2),
            status: 'completed',
            paymentStatus: 'paid',
            approvedAt: new Date(end - 10 * DAY_MS),
          })
          .returning({ id: bookings.id });
        await tx.insert(reviews).values({
          locationId: location.id,
          bookingId: booking?.id ?? null,
          reviewerId: ids[review.by],
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(Date.now() - review.daysAgo * DAY_MS),
        });
      }
    }
  });
  app.log.info(
    `Demo data seeded. Demo accounts (password "${DEMO_PASSWORD}"): owner@setspot.example (owner), filmmaker@setspot.example (filmmaker)`,
  );
  return true;
}
