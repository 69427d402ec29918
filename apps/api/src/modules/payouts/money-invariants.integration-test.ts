import { addDays } from '@setspot/domain/common/calendar-date';
import { calendarDateAt, startOfDay } from '@setspot/domain/common/time-zone';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorisedBooking, EVERY_DAY, post } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { FAILING_BANK, OK_BANK, setUpTestPayouts } from '../../testing/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { settleBooking } from '../bookings/booking-transitions.ts';
import { runPayouts } from './payouts.service.ts';
import { refundAfterPayout } from './refund-after-payout.ts';

// Random sequences of everything that moves money (request and pay, approve, reject, expiry, the
// renter's cancellation at each tier, the owner's, completion, payout runs, a bank that fails and
// its fix, an operator's refund before or after the payout), with the ledger's rules checked after
// every step (docs/decisions/0036, 0047).
const HOUR = 3_600_000;
let now = Date.parse('2031-03-03T15:00:00Z');
let t: TestApp;
let renter: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '1000', JOBS_WORKER: 'false' },
    clock: { now: () => new Date(now) },
  });
  renter = await signUpAs(t.app, 'renter@example.com', 'filmmaker');
}, 60_000);
afterAll(() => t.close());

type Action =
  | { kind: 'request'; daysAhead: number; length: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'ownerCancel'; pick: number }
  | { kind: 'cancel'; pick: number; noticeHours: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'payouts' }
  | { kind: 'bank'; failing: boolean }
  | { kind: 'operatorRefund'; pick: number; amountCents: number };

const pickOf = <K extends 'approve' | 'reject' | 'ownerCancel'>(kind: K) =>
  fc.record({ kind: fc.constant(kind), pick: fc.nat() });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      daysAhead: fc.integer({ min: 1, max: 14 }),
      length: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 4, arbitrary: pickOf('approve') },
  { weight: 1, arbitrary: pickOf('reject') },
  { weight: 1, arbitrary: pickOf('ownerCancel') },
  // Notice before the start that lands in each refund tier: 8 days, 6, 2, and under 24 hours.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      noticeHours: fc.constantFrom(192, 144, 48, 12),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.constantFrom(1, 25, 72, 160) }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'payouts' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bank' as const), failing: fc.boolean() }) },
  // A cent, a part, or more than was paid (refused).
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('operatorRefund' as const),
      pick: fc.nat(),
      amountCents: fc.constantFrom(1, 5_000, 33_333, 80_000, 10_000_000),
    }),
  },
);

async function invariants(ownerIds: string[]) {
  const q = <T>(sql: string, params: unknown[] = []) => t.database.query<T>(sql, params);
  const [sum] = await q<{ total: string }>(
    'select coalesce(sum(amount_cents), 0)::text as total from ledger_entries',
  );
  expect(Number(sum?.total)).toBe(0);
  expect(
    await q(
      'select booking_id from ledger_entries where booking_id is not null group by booking_id having sum(amount_cents) <> 0',
    ),
  ).toEqual([]);
  // Owner + platform + refunds = captured.
  const [money] = await q<Record<string, string>>(`select
    coalesce(-sum(amount_cents) filter (where movement_key like 'capture:%' and account = 'card_holds'), 0)::text as captured,
    coalesce(sum(amount_cents) filter (where account like 'owner:%' or account like 'connected:%' or account like 'bank:%'), 0)::text as owner,
    coalesce(sum(amount_cents) filter (where account in ('service_fees', 'platform_fees')), 0)::text as platform,
    coalesce(sum(amount_cents) filter (where (movement_key like 'refund:%' or movement_key like 'operator_refund:%') and account = 'renter_card'), 0)::text as refunds
    from ledger_entries`);
  expect(Number(money?.owner) + Number(money?.platform) + Number(money?.refunds)).toBe(
    Number(money?.captured),
  );
  // No cent paid twice: each booking transferred at most once, never more than it earned; what
  // reached a bank is exactly the payouts not failed, and never more than the owner earned.
  expect(
    await q(
      `select booking_id from ledger_entries where kind = 'transfer' and account like 'connected:%' group by booking_id having count(*) > 1`,
    ),
  ).toEqual([]);
  for (const ownerId of ownerIds) {
    const [row] = await q<Record<string, string>>(
      `select
        coalesce(sum(amount_cents) filter (where account = 'bank:' || $1), 0)::text as bank,
        coalesce(sum(amount_cents) filter (where account in ('owner:' || $1, 'connected:' || $1, 'bank:' || $1)), 0)::text as earned,
        (select coalesce(sum(amount_cents), 0) from payouts where owner_id = $1 and status <> 'failed')::text as sent
       from ledger_entries`,
      [ownerId],
    );
    expect(Number(row?.bank)).toBe(Number(row?.sent));
    expect(Number(row?.bank)).toBeLessThanOrEqual(Number(row?.earned));
    expect(Number(row?.bank)).toBeGreaterThanOrEqual(0);
  }
  expect(
    await q(`select movement_key from ledger_entries group by movement_key having sum(amount_cents) <> 0`),
  ).toEqual([]);
}

describe('the ledger under random sequences of money steps', () => {
  it('balances, pays no cent twice, and owner + platform + refunds = captured after every step', async () => {
    let run = 0;
    const ownerIds: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
        run += 1;
        const owner = await signUpAs(t.app, `owner-${run}@example.com`, 'owner');
        ownerIds.push(
          (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner } })).json().user.id,
        );
        const listing = await createListing(t.app, owner, {
          pricePerDay: '333.33',
          availability: EVERY_DAY,
          state: 'TX',
        });
        const zone = 'America/Chicago';
        const bookings: { id: string; startDate: string }[] = [];
        const picked = (pick: number) => bookings[pick % Math.max(bookings.length, 1)];
        for (const step of actions) {
          if (step.kind === 'request') {
            const startDate = addDays(calendarDateAt(now, zone), step.daysAhead);
            const endDate = addDays(startDate, step.length - 1);
            const id = await authorisedBooking(t.app, renter, {
              locationId: listing,
              startDate,
              endDate,
            }).catch(() => null);
            if (id) bookings.push({ id, startDate });
          } else if (step.kind === 'approve' || step.kind === 'reject') {
            const booking = picked(step.pick);
            if (booking)
              await post(
                t.app,
                `/api/bookings/${booking.id}/${step.kind}`,
                owner,
                step.kind === 'reject' ? { reason: 'No' } : {},
              );
          } else if (step.kind === 'ownerCancel') {
            const booking = picked(step.pick);
            if (booking)
              await post(t.app, `/api/bookings/${booking.id}/cancel`, owner, { reason: 'Flooded' });
          } else if (step.kind === 'cancel') {
            const booking = picked(step.pick);
            if (!booking) continue;
            const at = startOfDay(booking.startDate, zone).getTime() - step.noticeHours * HOUR;
            if (at > now) now = at;
            await post(t.app, `/api/bookings/${booking.id}/cancel`, renter, {});
          } else if (step.kind === 'advance') {
            now += step.hours * HOUR;
            for (const booking of bookings) await settleBooking(t.deps, booking.id);
          } else if (step.kind === 'payouts') {
            await runPayouts(t.deps);
          } else if (step.kind === 'operatorRefund') {
            const booking = picked(step.pick);
            if (booking)
              await t.deps.db.transaction((tx) =>
                refundAfterPayout(t.deps, tx, {
                  bookingId: booking.id,
                  amountCents: step.amountCents,
                  reason: 'Property test',
                }),
              );
          } else {
            await post(
              t.app,
              '/api/owner/payouts/test-account',
              owner,
              step.failing ? FAILING_BANK : OK_BANK,
            );
          }
          await invariants(ownerIds);
        }
        // In the end every finished booking is paid once its owner's bank works.
        now += 40 * 24 * HOUR;
        for (const booking of bookings) await settleBooking(t.deps, booking.id);
        await setUpTestPayouts(t.app, owner, OK_BANK);
        await runPayouts(t.deps);
        await runPayouts(t.deps);
        await invariants(ownerIds);
        const ownerId = ownerIds.at(-1) ?? '';
        // Nothing earned is left unpaid; a reversal after the payout may leave the owner owing SetSpot.
        const [left] = await t.database.query<{ owed: string; connected: string }>(
          `select coalesce(sum(amount_cents) filter (where account = 'owner:' || $1), 0)::text as owed,
             coalesce(sum(amount_cents) filter (where account = 'connected:' || $1), 0)::text as connected
           from ledger_entries`,
          [ownerId],
        );
        expect(Number(left?.owed)).toBe(0);
        expect(Number(left?.connected)).toBeLessThanOrEqual(0);
      }),
      {
        numRuns: 12,
        endOnFailure: true,
        // One sequence always run first, so each kind of movement is reached whatever the seed.
        examples: [
          [
            [
              { kind: 'request', daysAhead: 10, length: 2 },
              { kind: 'approve', pick: 0 },
              { kind: 'request', daysAhead: 4, length: 1 },
              { kind: 'approve', pick: 1 },
              { kind: 'bank', failing: true },
              { kind: 'cancel', pick: 0, noticeHours: 144 },
              { kind: 'request', daysAhead: 12, length: 1 },
              { kind: 'advance', hours: 160 },
              { kind: 'payouts' },
              { kind: 'bank', failing: false },
              { kind: 'payouts' },
              { kind: 'operatorRefund', pick: 1, amountCents: 5_000 },
              { kind: 'payouts' },
            ],
          ],
        ],
      },
    );
    // The sequences did reach every kind of movement (a property over nothing would prove nothing).
    const kinds = await t.database.query<{ movement: string }>(
      `select distinct split_part(movement_key, ':', 1) as movement from ledger_entries order by 1`,
    );
    expect(kinds.map((row) => row.movement)).toEqual(
      expect.arrayContaining([
        'authorization',
        'capture',
        'operator_refund',
        'payout',
        'payout_failure',
        'refund',
        'release',
        'reversal',
        'transfer',
      ]),
    );
  }, 600_000);
});
