import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/auth-helpers.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// No background worker here: what a reset request does before its answer is all there is to see,
// and the queued work runs when the test says so.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '50', JOBS_WORKER: 'false' } });
  await signUpConfirmed(t.app, {
    email: 'known@example.com',
    firstName: 'Kim',
    lastName: 'Lee',
    userType: 'owner',
  });
});
afterAll(() => t.close());

const ask = (email: string, redirectTo = '/reset-password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: jsonHeaders,
    payload: { email, redirectTo },
  });

/** Runs the queued work now rather than seconds later (it is due after a random delay). */
async function runQueuedWork() {
  await t.database.query(
    `update jobs set run_at = now() where kind = 'auth.send-reset-link' and done_at is null`,
  );
  await t.deps.jobs.runDue();
}

/** What a request may have changed: the tables its work touches. */
async function traces() {
  const [row] = await t.database.query<{ verifications: number; emails: number; jobs: number }>(`
    select (select count(*)::int from verifications where identifier like 'reset-password:%') as verifications,
           (select count(*)::int from outbox_emails where subject = 'Reset your SetSpot password') as emails,
           (select count(*)::int from jobs where kind = 'auth.send-reset-link' and done_at is null) as jobs`);
  return row;
}

describe('password reset requests', () => {
  it('answer known and unknown addresses alike, having done the same work: one job queued, nothing mailed yet', async () => {
    const start = await traces();
    const known = await ask('Known@Example.com');
    const afterKnown = await traces();
    const unknown = await ask('unknown@example.com');
    const afterUnknown = await traces();

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    // Neither stored a token nor sent an email in the request; each queued one job.
    expect(afterKnown).toEqual({ ...start, jobs: (start?.jobs ?? 0) + 1 });
    expect(afterUnknown).toEqual({ ...start, jobs: (start?.jobs ?? 0) + 2 });

    await runQueuedWork();
    expect(await traces()).toEqual({
      verifications: (start?.verifications ?? 0) + 1,
      emails: (start?.emails ?? 0) + 1,
      jobs: 0,
    });
    const mailed = await t.database.query<{ to: string }>(
      `select "to" from outbox_emails where subject = 'Reset your SetSpot password'`,
    );
    expect(mailed).toEqual([{ to: 'known@example.com' }]);
  });

  it('sends one email for a burst of requests for one address', async () => {
    const before = await traces();
    for (let i = 0; i < 3; i++) expect((await ask('known@example.com')).statusCode).toBe(200);
    expect((await traces())?.jobs).toBe(1);
    await runQueuedWork();
    expect((await traces())?.emails).toBe((before?.emails ?? 0) + 1);
  });

  it('refuses a malformed address and a redirect to another site, queueing nothing', async () => {
    const malformed = await ask('not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Please enter a valid email address');
    const elsewhere = await ask('known@example.com', 'https://evil.example/steal');
    expect(elsewhere.statusCode).toBe(403);
    expect((await traces())?.jobs).toBe(0);
  });
});
