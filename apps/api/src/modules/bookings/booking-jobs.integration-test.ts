import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../adapters/mail/mail-transport.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import {
  authorisedBooking,
  countingPayments,
  daysFromToday,
  emptyCalls,
  post,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Two servers on one database, both running jobs, as two instances behind a load balancer would.
const calls = emptyCalls();
const delivered: { to: string; subject: string; text: string }[] = [];
let failNext = new Set<string>();
const transport: MailTransport = {
  kind: 'dev',
  async deliver(email) {
    // Each booking email fails its first attempt once, when asked to: the job retries it.
    const key = `${email.to}|${email.subject}|${email.text}`;
    if (failNext.has(email.subject)) {
      failNext.delete(email.subject);
      throw new Error(`SMTP is down for ${key.length} bytes`);
    }
    delivered.push({ to: email.to, subject: email.subject, text: email.text });
  },
  async close() {},
};
const env = {
  AUTH_RATE_LIMIT_MAX: '100',
  JOBS_POLL_INTERVAL_MS: '50',
  JOBS_RETRY_BASE_MS: '20',
  JOBS_SETTLE_INTERVAL_MS: '100',
};
let first: TestApp;
let second: TestApp;
let secondDatabase: Database;
let owner: string;
let renter: string;
let listing: string;

beforeAll(async () => {
  first = await createTestApp({
    env,
    mailTransport: transport,
    wrapPaymentProvider: countingPayments(calls),
  });
  secondDatabase = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: await urlOf(first.database) })
    : first.database;
  second = await createTestApp({
    env,
    mailTransport: transport,
    wrapPaymentProvider: countingPayments(calls),
    database: secondDatabase,
  });
  owner = await signUpAs(first.app, 'owner@example.com', 'owner');
  renter = await signUpAs(first.app, 'renter@example.com', 'filmmaker');
  listing = await createListing(first.app, owner, {
    propertyName: 'Boathouse',
    availability: { weekdays: true, weekends: true, holidays: true },
  });
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== first.database) await secondDatabase.close();
  await first.close();
});

async function urlOf(database: Database) {
  const [row] = await database.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}

const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const statuses = async (ids: string[]) =>
  (
    await first.database.query<{ status: string }>('select status from bookings where id = any($1::uuid[])', [
      ids,
    ])
  ).map((row) => row.status);
/** Runs of the settle sweep never overlap, whichever server ran them. */
async function sweepsOverlap() {
  const [row] = await first.database.query<{ n: number }>(`
    select count(*)::int as n from jobs a join jobs b on a.id < b.id
    where a.kind = 'bookings.settle' and b.kind = 'bookings.settle' and a.done_at is not null and b.done_at is not null
      and tstzrange(a.locked_at, a.done_at) && tstzrange(b.locked_at, b.done_at)`);
  return row?.n;
}

describe('background jobs on two servers', () => {
  it('expires each overdue request once: one release, one email to each party', async () => {
    // Requests written, then left: the sweep finds them by their expiry.
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const startDate = daysFromToday(20 + i * 2);
      ids.push(
        await authorisedBooking(first.app, renter, { locationId: listing, startDate, endDate: startDate }),
      );
    }
    failNext = new Set(['Booking request for Boathouse expired']);
    await first.database.query(
      `update bookings set expires_at = now() - interval '1 second' where id = any($1::uuid[])`,
      [ids],
    );
    await until(async () => (await statuses(ids)).every((status) => status === 'expired'));
    await until(async () => {
      const [row] = await first.database.query<{ n: number }>(
        `select count(*)::int as n from outbox_emails where subject like '%expired' and status = 'sent'`,
      );
      return row?.n === 12;
    });
    expect(calls.cancelAuthorization).toHaveLength(6);
    expect(new Set(calls.cancelAuthorization).size).toBe(6);
    for (const id of ids) {
      const mails = delivered.filter((email) => email.text.includes(id) && email.subject.endsWith('expired'));
      expect(mails.map((email) => email.to).sort()).toEqual(['owner@example.com', 'renter@example.com']);
    }
    // The email whose first attempt failed was retried and is sent, with the attempts recorded.
    const [retried] = await first.database.query<{ attempts: number }>(
      `select max(attempts)::int as attempts from outbox_emails where subject like '%expired'`,
    );
    expect(retried?.attempts).toBe(2);
  });

  it('completes each confirmed booking once after its end date', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const startDate = daysFromToday(60 + i * 2);
      const id = await authorisedBooking(first.app, renter, {
        locationId: listing,
        startDate,
        endDate: startDate,
      });
      expect((await post(second.app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
      ids.push(id);
    }
    await first.database.query(
      `update bookings set start_date = current_date - 10 - row_no, end_date = current_date - 10 - row_no
       from (select id as bid, (row_number() over () * 2)::int as row_no from bookings where id = any($1::uuid[])) n
       where id = n.bid`,
      [ids],
    );
    await until(async () => (await statuses(ids)).every((status) => status === 'completed'));
    const [sweeps] = await first.database.query<{ n: number; workers: number }>(
      `select count(*)::int as n from jobs where kind = 'bookings.settle' and done_at is not null`,
    );
    expect(sweeps?.n).toBeGreaterThan(1);
    expect(await sweepsOverlap()).toBe(0);
    expect(calls.capture).toHaveLength(4);
  });
});

describe('a mail server that is down', () => {
  it('never blocks or fails a request; the failure stays in the outbox with its error', async () => {
    // Account confirmations still go out; every booking email fails.
    const flaky: MailTransport = {
      kind: 'smtp',
      async deliver(email) {
        if (!email.subject.startsWith('Confirm')) throw new Error('connection refused');
      },
      async close() {},
    };
    const t = await createTestApp({
      env: { ...env, JOBS_POLL_INTERVAL_MS: '20', JOBS_RETRY_BASE_MS: '1' },
      mailTransport: flaky,
    });
    try {
      const host = await signUpAs(t.app, 'host@example.com', 'owner');
      const guest = await signUpAs(t.app, 'guest@example.com', 'filmmaker');
      const place = await createListing(t.app, host, {
        availability: { weekdays: true, weekends: true, holidays: true },
      });
      const startDate = daysFromToday(30);
      const id = await authorisedBooking(t.app, guest, { locationId: place, startDate, endDate: startDate });
      const approved = await post(t.app, `/api/bookings/${id}/approve`, host);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().booking.status).toBe('confirmed');
      const outbox = () =>
        t.database.query<{ subject: string; status: string; attempts: number; last_error: string }>(
          `select subject, status, attempts, last_error from outbox_emails where "to" = 'guest@example.com'
           and subject not like 'Confirm%' order by id`,
        );
      await until(async () => (await outbox()).every((row) => row.status === 'failed'));
      expect(await outbox()).toEqual([
        expect.objectContaining({
          subject: expect.stringContaining('is confirmed'),
          attempts: 8,
          last_error: 'Error: connection refused',
        }),
        expect.objectContaining({ subject: expect.stringContaining('Payment receipt'), attempts: 8 }),
      ]);
    } finally {
      await t.close();
    }
  });
});
