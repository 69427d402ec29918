import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPROVED_BEFORE_CANCEL } from '@setspot/domain/bookings/booking-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { daysFromToday, EVERY_DAY, get, post, requestBooking } from '../../testing/booking-fixtures.ts';
import { type FakeStripe, type FakeStripeCall, startFakeStripe } from '../../testing/fake-stripe.ts';
import { httpInjector } from '../../testing/http-inject.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sessionCompleted, WEBHOOK_SECRET } from '../../testing/stripe-events.ts';

// Each money step against a real SetSpot process and the fake Stripe on loopback: the process is
// killed with SIGKILL after Stripe moved the money and before the booking's commit (the fake Stripe
// holds its answer and the test kills the process there), then started again. The booking must reach
// the state the money is in through the next person's action or the settle sweep, and nobody reads
// Stripe's words. Runs on PGlite, whose files the test opens between two runs.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-stripe-crash-'));
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

function spawnServer(): ChildProcess {
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
      JOBS_SETTLE_INTERVAL_MS: '200',
      // The sweep a killed process held is claimed again after this, not after the default 2 minutes.
      JOBS_LOCK_SECONDS: '1',
      JOBS_POLL_INTERVAL_MS: '100',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    stdio: process.env.CRASH_DEBUG ? 'inherit' : 'ignore',
  });
  server = child;
  return child;
}

async function startServer() {
  const child = spawnServer();
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

/**
 * Arms the fake Stripe to kill the server once `call` has taken effect, before answering it, and
 * waits for the process to be gone.
 */
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

/** Runs `act` on the server, which dies at `call` (its answer never comes), then starts it again. */
async function crashDuring(matches: (call: FakeStripeCall) => boolean, act: () => Promise<unknown>) {
  const exited = killOn(matches);
  await act().catch(() => {}); // the connection drops with the process
  await exited;
  await startServer();
}

const on = (intent: string, step: string) => (call: FakeStripeCall) =>
  call.path === `/v1/payment_intents/${intent}/${step}` ||
  (step === 'refund' && call.path === '/v1/refunds' && call.form.get('payment_intent') === intent);
const effectsOn = (intent: string) =>
  stripe.effects
    .filter((c) => c.path.includes(intent) || c.form.get('payment_intent') === intent)
    .map((c) => c.path.replace(intent, 'pi'));

let owner: string;
let renter: string;
let listing: string;
let day = 10;

/** A request of the renter whose card is held at the fake Stripe (600.00 for two days). */
async function heldRequest() {
  day += 3;
  const res = await requestBooking(app, renter, {
    locationId: listing,
    startDate: daysFromToday(day),
    endDate: daysFromToday(day + 1),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().booking.id as string;
  const intent = stripe.addIntent(60_000);
  const event = sessionCompleted(id, intent);
  const delivered = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(delivered.statusCode).toBe(200);
  return { id, intent };
}

const state = async (id: string) => {
  const { status, paymentStatus } = (await get(app, `/api/bookings/${id}`, renter)).json().booking;
  return { status, paymentStatus };
};

beforeAll(async () => {
  stripe = await startFakeStripe();
  port = await freePort();
  await startServer();
  owner = await signUpAs(app, 'crash-owner@example.com', 'owner');
  renter = await signUpAs(app, 'crash-renter@example.com', 'filmmaker');
  listing = await createListing(app, owner, {
    propertyName: 'Lighthouse',
    pricePerDay: '300',
    availability: EVERY_DAY,
  });
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await stripe.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a money step cut off by kill -9 between Stripe and the commit', () => {
  it('approve: a rejection afterwards finds the booking confirmed and says so in our words', async () => {
    const { id, intent } = await heldRequest();
    await crashDuring(on(intent, 'capture'), () => post(app, `/api/bookings/${id}/approve`, owner));
    expect(await state(id)).toEqual({ status: 'pending', paymentStatus: 'authorized' });

    const rejected = await post(app, `/api/bookings/${id}/reject`, owner, { reason: 'Double-booked' });

    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().error.message).toBe(
      'This booking cannot be rejected because it is already confirmed.',
    );
    expect(await state(id)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
    expect(effectsOn(intent)).toEqual(['/v1/payment_intents/pi/capture']);
  }, 120_000);

  it('approve: the renter cancelling the request afterwards is told it was approved', async () => {
    const { id, intent } = await heldRequest();
    await crashDuring(on(intent, 'capture'), () => post(app, `/api/bookings/${id}/approve`, owner));

    const cancelled = await post(app, `/api/bookings/${id}/cancel`, renter, {});

    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(APPROVED_BEFORE_CANCEL);
    expect(await state(id)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
  }, 120_000);

  it('reject: rejecting again finishes it, releasing the hold once', async () => {
    const { id, intent } = await heldRequest();
    const reject = () => post(app, `/api/bookings/${id}/reject`, owner, { reason: 'Closed that week' });
    await crashDuring(on(intent, 'cancel'), reject);
    expect(await state(id)).toEqual({ status: 'pending', paymentStatus: 'authorized' });

    expect((await reject()).statusCode).toBe(200);

    expect(await state(id)).toEqual({ status: 'rejected', paymentStatus: 'unpaid' });
    expect(effectsOn(intent)).toEqual(['/v1/payment_intents/pi/cancel']);
  }, 120_000);

  it('cancel: cancelling again finishes it, refunding once', async () => {
    const { id, intent } = await heldRequest();
    expect((await post(app, `/api/bookings/${id}/approve`, owner)).statusCode).toBe(200);
    const cancel = () => post(app, `/api/bookings/${id}/cancel`, renter, {});
    await crashDuring(on(intent, 'refund'), cancel);
    expect(await state(id)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });

    const again = await cancel();

    expect(again.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded', // the service fee is kept
      refundAmount: 600,
    });
    expect(effectsOn(intent)).toEqual(['/v1/payment_intents/pi/capture', '/v1/refunds']);
  }, 120_000);

  it('expiry: the sweep finishes a cut-off expiry and confirms a request whose approval was charged', async () => {
    const lapsing = await heldRequest();
    const approved = await heldRequest();
    const exited = killOn(on(approved.intent, 'capture'));
    await post(app, `/api/bookings/${approved.id}/approve`, owner).catch(() => {});
    await exited;
    // Both requests reach their expiry while the server is down.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.query(
      `update bookings set expires_at = now() - interval '1 minute' where id in ($1, $2)`,
      [lapsing.id, approved.id],
    );
    await database.close();
    // The first sweep after the start dies releasing the lapsed hold; the next start sweeps again.
    spawnServer();
    await killOn(on(lapsing.intent, 'cancel'));
    await startServer();

    for (let i = 0; i < 300 && (await state(lapsing.id)).status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await state(lapsing.id)).toEqual({ status: 'expired', paymentStatus: 'unpaid' });
    for (let i = 0; i < 300 && (await state(approved.id)).status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await state(approved.id)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
    expect(effectsOn(lapsing.intent)).toEqual(['/v1/payment_intents/pi/cancel']);
    expect(effectsOn(approved.intent)).toEqual(['/v1/payment_intents/pi/capture']);
  }, 180_000);
});
