import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, EVERY_DAY, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { type FakeStripe, type FakeStripeCall, startFakeStripe } from '../../testing/fake-stripe.ts';
import { httpInjector } from '../../testing/http-inject.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { CONNECT_WEBHOOK_SECRET, sessionCompleted, WEBHOOK_SECRET } from '../../testing/stripe-events.ts';

// Transfers and payouts cut off by kill -9 between Stripe and the commit, as
// modules/payments/stripe-crash.integration-test.ts does for the card: the fake Stripe kills the
// SetSpot process after the money moved and before it answers. Started again, the payout job repairs
// it by itself with the same idempotency keys: the money moved once, and the ledger says so once.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-payout-crash-'));
let stripe: FakeStripe;
let port = 0;
let server: ChildProcess | null = null;
const app = httpInjector(() => `http://localhost:${port}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function startServer() {
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../../..'),
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.CRASH_DEBUG ? 'info' : 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      AUTH_RATE_LIMIT_MAX: '100000',
      WRITE_RATE_LIMIT_PER_USER: '100000',
      WRITE_RATE_LIMIT_PER_IP: '100000',
      // The payout job runs every 200 ms: the repair needs nobody to ask for it.
      JOBS_SETTLE_INTERVAL_MS: '200',
      JOBS_LOCK_SECONDS: '1',
      JOBS_POLL_INTERVAL_MS: '100',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    stdio: process.env.CRASH_DEBUG ? 'inherit' : 'ignore',
  });
  server = child;
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('SetSpot did not start');
}

/** Arms the fake Stripe to kill the server once a matching call took effect, before answering it. */
function killOn(matches: (call: FakeStripeCall) => boolean): Promise<void> {
  const child = server ?? expect.unreachable();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stripe.beforeAnswer = async (call) => {
    if (!matches(call)) return;
    stripe.beforeAnswer = null;
    child.kill('SIGKILL');
    await exited;
  };
  return exited;
}

let owner: string;
let renter: string;
let listing: string;
let day = 10;
let endedDaysAgo = 0;

/** A booking paid with a card held at the fake Stripe, approved (captured), not yet over. */
async function confirmedBooking() {
  day += 3;
  const res = await requestBooking(app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  const id = res.json().booking.id as string;
  const event = sessionCompleted(id, stripe.addIntent(66_000));
  await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect((await post(app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
  return id;
}

/** Ends the booking (dev time travel): the payout job takes it from there. */
async function endShoot(id: string) {
  endedDaysAgo += 3;
  await app.inject({ method: 'POST', url: `/dev/bookings/${id}/complete?endedDaysAgo=${endedDaysAgo}` });
}

async function waitForPayouts(count: number) {
  for (let i = 0; i < 600; i++) {
    const view = (await get(app, '/api/owner/payouts', owner)).json();
    if (view.payouts?.length >= count) return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${count} payouts`);
}

const effects = (pathname: string) => stripe.effects.filter((call) => call.path === pathname);

beforeAll(async () => {
  stripe = await startFakeStripe();
  port = await freePort();
  await startServer();
  owner = await signUpAs(app, 'payout-crash-owner@example.com', 'owner');
  renter = await signUpAs(app, 'payout-crash-renter@example.com', 'filmmaker');
  listing = await createListing(app, owner, {
    propertyName: 'Mill',
    pricePerDay: '300',
    availability: EVERY_DAY,
  });
  await post(app, '/api/owner/payouts/stripe/onboarding', owner);
  stripe.connect.completeOnboarding([...stripe.connect.accounts.keys()][0] ?? '');
  await get(app, '/api/owner/payouts/stripe/return', owner);
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await stripe.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a transfer or payout cut off by kill -9 between Stripe and the commit', () => {
  it('transfer: the restarted job transfers once and pays the owner once', async () => {
    const id = await confirmedBooking();
    const exited = killOn((call) => call.path === '/v1/transfers');
    await endShoot(id);
    await exited;
    await startServer();

    const view = await waitForPayouts(1);

    expect(effects('/v1/transfers')).toHaveLength(1);
    expect(effects('/v1/transfers')[0]?.form.get('metadata[ledger_key]')).toBe(`transfer:${id}`);
    expect(effects('/v1/payouts')).toHaveLength(1);
    expect(view.payouts).toMatchObject([{ amount: 510, items: [{ bookingId: id, net: 510 }] }]);
    expect(view.balance).toMatchObject({ pending: 0, upcoming: 0 });
  }, 180_000);

  it('payout: the restarted job finds the payout made and records it once', async () => {
    const id = await confirmedBooking();
    const exited = killOn((call) => call.path === '/v1/payouts' && call.method === 'POST');
    await endShoot(id);
    await exited;
    await startServer();

    const view = await waitForPayouts(2);

    expect(effects('/v1/transfers')).toHaveLength(2);
    expect(effects('/v1/payouts')).toHaveLength(2);
    expect(view.payouts).toHaveLength(2);
    expect(view.payouts[0]).toMatchObject({ amount: 510, items: [{ bookingId: id }] });
    // Stripe answered the repeated key with the payout it had made: nothing was paid twice.
    const keys = stripe.calls
      .filter((c) => c.path === '/v1/payouts' && c.method === 'POST')
      .map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  }, 180_000);
});
