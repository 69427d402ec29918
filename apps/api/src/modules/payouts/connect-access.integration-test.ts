import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller } from '../../testing/access-matrix-callers.ts';
import { STRIPE_CONNECT_MATRIX } from '../../testing/access-matrix-payouts.ts';
import { get } from '../../testing/booking-fixtures.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { CONNECT_WEBHOOK_SECRET, WEBHOOK_SECRET } from '../../testing/stripe-events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The access matrix of the routes registered only with Stripe keys, as http/access-matrix does for
// the rest, and one owner never reaching another's Express account.
let stripe: FakeStripe;
let t: TestApp;
let cookies: Record<Exclude<Caller, 'visitor'>, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      JOBS_WORKER: 'false',
    },
  });
  const [filmmaker, owner, otherFilmmaker, otherOwner] = await Promise.all([
    signUpAs(t.app, 'cx-filmmaker@example.com', 'filmmaker'),
    signUpAs(t.app, 'cx-owner@example.com', 'owner'),
    signUpAs(t.app, 'cx-filmmaker-2@example.com', 'filmmaker'),
    signUpAs(t.app, 'cx-owner-2@example.com', 'owner'),
  ]);
  cookies = { filmmaker, owner, otherFilmmaker, otherOwner };
}, 60_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('Stripe Connect routes: who may call them', () => {
  it('every documented Stripe-only payouts route has an entry', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.includes('/stripe/') && !path.endsWith('/stripe/webhook'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.filter((route) => !(route in STRIPE_CONNECT_MATRIX))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(STRIPE_CONNECT_MATRIX)) {
    it(route, async () => {
      const [method] = route.split(' ') as ['GET' | 'POST'];
      const seen: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const request = await entry.request({} as never);
        const cookie = caller === 'visitor' ? undefined : cookies[caller];
        const res = await t.app.inject({
          method,
          ...request,
          headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) },
        });
        seen[caller] = res.statusCode;
      }
      expect(seen).toEqual(entry.expect);
    });
  }

  it('each owner gets an account of their own, and sees only their own status', async () => {
    const accounts = [...stripe.connect.accounts.values()];
    expect(accounts.map((account) => account.email).sort()).toEqual([
      'cx-owner-2@example.com',
      'cx-owner@example.com',
    ]);
    const first = accounts.find((account) => account.email === 'cx-owner@example.com');
    stripe.connect.completeOnboarding(first?.id ?? '');
    await get(t.app, '/api/owner/payouts/stripe/return', cookies.owner);
    await get(t.app, '/api/owner/payouts/stripe/return', cookies.otherOwner);

    expect((await get(t.app, '/api/owner/payouts', cookies.owner)).json().status).toBe('active');
    expect((await get(t.app, '/api/owner/payouts', cookies.otherOwner)).json().status).toBe('action_needed');
  });
});
