import type { AppDeps } from '../../app-deps.ts';
import { grantOperatorRole } from '../admin/admin.public.ts';
import { pointOfAddress } from '../geo/geo.public.ts';
import { feesOfRequest, recordBookingMoney } from '../payouts/payouts.public.ts';
import {
  countUsers,
  insertAccount,
  insertBooking,
  insertLocation,
  insertPhotos,
  insertReview,
} from './demo.repository.ts';
import {
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  type DemoPersonKey,
  demoLocations,
  demoPeople,
} from './demo-data.ts';
import { storeDemoPhotos } from './demo-photos.ts';

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Seeds the demo set on the first start of an empty database; does nothing otherwise. */
export async function seedDemoData(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'>,
): Promise<boolean> {
  if ((await countUsers(deps.db)) > 0) return false;

  await deps.db.transaction(async (tx) => {
    const ids = {} as Record<DemoPersonKey, string>;
    for (const person of demoPeople) ids[person.key] = await insertAccount(tx, person, DEMO_PASSWORD_HASH);
    // An operator with a known password is for development only (ADR 0038), never in production.
    if (!deps.config.production) {
      await grantOperatorRole(tx, await insertAccount(tx, DEMO_OPERATOR, DEMO_PASSWORD_HASH), 'demo-seed');
    }
    for (const demo of demoLocations) {
      const { owner, palette: _drawnOnce, reviews: demoReviews, ...fields } = demo;
      const point = pointOfAddress(fields);
      const locationId = await insertLocation(tx, {
        ...fields,
        ownerId: ids[owner],
        latitude: point?.lat ?? null,
        longitude: point?.lng ?? null,
      });
      await insertPhotos(tx, locationId, await storeDemoPhotos(deps.storage, locationId, demo.title));
      for (const review of demoReviews) {
        // A review belongs to a completed booking (architecture section 6): seed the stay it reviews.
        const end = Date.now() - review.daysAgo * DAY_MS - DAY_MS;
        const totalPrice = (Number(demo.price) * 2).toFixed(2);
        const fees = feesOfRequest(deps.config.fees, Math.round(Number(totalPrice) * 100));
        const bookingId = await insertBooking(tx, {
          locationId,
          renterId: ids[review.by],
          startDate: isoDate(end - DAY_MS),
          endDate: isoDate(end),
          totalPrice,
          ...fees,
          status: 'completed',
          paymentStatus: 'paid',
          // Requested two weeks before the stay and approved the next day, as a real booking would be.
          createdAt: new Date(end - 15 * DAY_MS),
          approvedAt: new Date(end - 14 * DAY_MS),
        });
        if (!bookingId) throw new Error('A demo booking was not stored');
        // Paid as a real booking is: the card held, then captured into the fees and the owner's
        // share, in the ledger (the owner is paid once they set up payouts).
        const money = { id: bookingId, ownerId: ids[owner], totalPrice, ...fees, refundAmount: null };
        const demoPayment = `demo-${bookingId}`;
        await recordBookingMoney(
          tx,
          { ...money, paymentStatus: 'unpaid', paymentIntentId: null },
          {
            paymentStatus: 'authorized',
            paymentIntentId: demoPayment,
          },
        );
        await recordBookingMoney(
          tx,
          { ...money, paymentStatus: 'authorized', paymentIntentId: demoPayment },
          {
            paymentStatus: 'paid',
          },
        );
        await insertReview(tx, {
          locationId,
          bookingId,
          reviewerId: ids[review.by],
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(Date.now() - review.daysAgo * DAY_MS),
          // Sample reviews are public, as if the owner had reviewed the filmmaker too (ADR 0015).
          publishedAt: new Date(Date.now() - review.daysAgo * DAY_MS),
        });
      }
    }
  });
  deps.log.info(
    `Demo data seeded. Demo accounts (password "${DEMO_PASSWORD}"): owner@setspot.example (owner), filmmaker@setspot.example (filmmaker)${deps.config.production ? '' : `, ${DEMO_OPERATOR.email} (operator, at /admin)`}`,
  );
  return true;
}
