import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { post } from './booking-fixtures.ts';

export const OK_BANK = {
  accountHolder: 'Olive Owner',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};
export const FAILING_BANK = { ...OK_BANK, accountNumber: '000111111116' };
export const CLOSED_BANK = { ...OK_BANK, accountNumber: '000111111113' };

/** Sets up the built-in test payout account of the owner signed in with `cookie`. */
export async function setUpTestPayouts(app: FastifyInstance, cookie: string, bank = OK_BANK) {
  const res = await post(app, '/api/owner/payouts/test-account', cookie, bank);
  if (res.statusCode !== 200) throw new Error(`Setting up payouts failed: ${res.body}`);
  return res.json();
}

/** Moves a booking into the past as the dev route does: ended `daysAgo` days ago, completed. */
export async function endBooking(app: FastifyInstance, bookingId: string, daysAgo: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/dev/bookings/${bookingId}/complete?endedDaysAgo=${daysAgo}`,
  });
  if (res.statusCode !== 204) throw new Error(`Completing the booking failed: ${res.body}`);
}

export async function runPayoutsNow(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/dev/payouts/run' });
  if (res.statusCode !== 204) throw new Error(`The payout run failed: ${res.body}`);
}

/** Sums over the ledger: by account, per booking and in total (each booking and the whole must be 0). */
export async function ledgerSums(database: Database) {
  const accounts = await database.query<{ account: string; total: string }>(
    'select account, sum(amount_cents)::text as total from ledger_entries group by account',
  );
  const unbalancedBookings = await database.query<{ booking_id: string }>(
    'select booking_id from ledger_entries where booking_id is not null group by booking_id having sum(amount_cents) <> 0',
  );
  const unbalancedMovements = await database.query<{ movement_key: string }>(
    'select movement_key from ledger_entries group by movement_key having sum(amount_cents) <> 0',
  );
  const byAccount = new Map(accounts.map((row) => [row.account, Number(row.total)]));
  const total = [...byAccount.values()].reduce((sum, value) => sum + value, 0);
  return {
    byAccount,
    total,
    unbalancedBookings,
    unbalancedMovements,
    of: (account: string) => byAccount.get(account) ?? 0,
  };
}
