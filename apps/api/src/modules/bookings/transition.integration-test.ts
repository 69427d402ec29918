import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingTestApp,
  daysFromToday,
  EVERY_DAY,
  emptyCalls,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runWithBookingMoney } from '../payouts/payouts.public.ts';
import { lockBookingView, statusUpdate } from './bookings.repository.ts';
import { TransitionRefused, transition } from './transition.ts';

// transition() is the one place a booking's status is written: what BOOKING_EVENTS does not allow is
// refused, and a row that moved on behind the caller's back is refused too, with nothing written.
let t: TestApp;
let owner: string;
let filmmaker: string;
let locationId: string;
let day = 40;

beforeAll(async () => {
  t = await createBookingTestApp(emptyCalls());
  owner = await signUpAs(t.app, 'transition-owner@example.com', 'owner');
  filmmaker = await signUpAs(t.app, 'transition-filmmaker@example.com', 'filmmaker');
  locationId = await createListing(t.app, owner, { availability: EVERY_DAY });
});
afterAll(() => t.close());

async function newRequest(): Promise<string> {
  day += 3;
  const response = await requestBooking(t.app, filmmaker, {
    locationId,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  expect(response.statusCode).toBe(201);
  return response.json().booking.id;
}

async function statusOf(id: string) {
  const [row] = await t.database.query<{ status: string }>('select status from bookings where id = $1', [id]);
  return row?.status;
}

/** Runs `event` on the booking under its row lock, as every caller does. */
function run(id: string, event: Parameters<typeof transition>[2], stale?: { status: 'pending' }) {
  return t.deps.db.transaction(async (tx) => {
    const row = await lockBookingView(tx, id);
    if (!row) throw new Error('no booking');
    return transition(tx, stale ? { ...row, ...stale } : row, event);
  });
}

describe('transition()', () => {
  it('moves a booking to the status BOOKING_EVENTS names for the event', async () => {
    const id = await newRequest();
    const moved = await run(id, 'expire');
    expect(moved.status).toBe('expired');
    expect(await statusOf(id)).toBe('expired');
  });

  // A request cannot be completed; an owner rejects a request rather than cancelling it.
  it.each(['complete', 'ownerCancel'] as const)(
    'refuses %s on a pending request and writes nothing',
    async (event) => {
      const id = await newRequest();
      const refused = await run(id, event).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TransitionRefused);
      expect(await statusOf(id)).toBe('pending');
    },
  );

  it('refuses any event out of a final status', async () => {
    const id = await newRequest();
    await run(id, 'cancel');
    for (const event of ['approve', 'reject', 'expire', 'cancel', 'complete', 'closeAccount'] as const) {
      await expect(run(id, event)).rejects.toThrow(/cannot be/);
    }
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('refuses a move from a status the row is no longer in', async () => {
    const id = await newRequest();
    await run(id, 'reject');
    // The caller's copy still says pending (as if read without the lock): the write names its "from".
    await expect(run(id, 'approve', { status: 'pending' })).rejects.toBeInstanceOf(TransitionRefused);
    expect(await statusOf(id)).toBe('rejected');
  });

  // transition() writes the status and the ledger's movements of the change in one statement.
  it('writes the ledger with the status only when the status moved, and answers the listing it moved', async () => {
    const id = await newRequest();
    const rollBack = new Error('roll back');
    const answers: Record<string, unknown>[][] = [];
    const entries: number[] = [];
    await t.deps.db
      .transaction(async (tx) => {
        const row = await lockBookingView(tx, id);
        if (!row) throw new Error('no booking');
        const held = (paymentIntentId: string) => ({
          ...row,
          paymentStatus: 'authorized' as const,
          paymentIntentId,
        });
        const released = { paymentStatus: 'unpaid' as const };
        const countOf = async (key: string) => {
          const result = await tx.execute(
            sql`select count(*)::int as n from ledger_entries where movement_key = ${key}`,
          );
          return Number(result.rows[0]?.n);
        };
        // No money moves; then a hold released with the move; then a move from a status the row has left.
        answers.push(
          await runWithBookingMoney(
            tx,
            held('pi_a'),
            {},
            statusUpdate(tx, id, 'pending', { status: 'pending' }),
          ),
        );
        answers.push(
          await runWithBookingMoney(
            tx,
            held('pi_b'),
            released,
            statusUpdate(tx, id, 'pending', { status: 'rejected', ...released }),
          ),
        );
        answers.push(
          await runWithBookingMoney(
            tx,
            held('pi_c'),
            released,
            statusUpdate(tx, id, 'pending', { status: 'rejected', ...released }),
          ),
        );
        entries.push(await countOf('release:pi_b'), await countOf('release:pi_c'));
        throw rollBack;
      })
      .catch((error: unknown) => {
        if (error !== rollBack) throw error;
      });
    expect(answers).toEqual([[{ location_id: locationId }], [{ location_id: locationId }], []]);
    // The release's two legs with the move; nothing for the move that did not happen.
    expect(entries).toEqual([2, 0]);
    expect(await statusOf(id)).toBe('pending');
  });
});
