import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, sessionCookie, signIn } from '../../testing/auth-helpers.ts';
import { post } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { messageWith, openMessageStream, sendMessageAs, userIdOf } from '../../testing/message-fixtures.ts';
import { resetLinkFor } from '../../testing/password-reset.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A message stream lasts no longer than the session that opened it (ADR 0031). Ends announced by
// the session's end close it at once; the periodic check (every 100 ms here, 30 s by default)
// closes those ended without an announcement, e.g. a session row deleted outright.
let t: TestApp;
let baseUrl: string;
let ownerId: string;
let filmmaker: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100', STREAM_SESSION_CHECK_MS: '100' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const owner = await signUpAs(t.app, 'stream-owner@example.com', 'owner');
  ownerId = await userIdOf(t.app, owner);
  await createListing(t.app, owner);
  filmmaker = await signUpAs(t.app, 'stream-filmmaker@example.com', 'filmmaker');
}, 60_000);
afterAll(() => t.close());

const NEW_PASSWORD = 'Quiet-Lighthouse-Ferry-42';

/** An owner signed in twice (two devices), each with a stream open. */
async function ownerOnTwoDevices(email: string) {
  const laptop = await signUpAs(t.app, email, 'owner');
  await createListing(t.app, laptop);
  const phone = sessionCookie((await signIn(t.app, email)).headers['set-cookie']);
  const streams = await Promise.all([laptop, phone].map((cookie) => openMessageStream(baseUrl, cookie)));
  await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')));
  const [laptopStream, phoneStream] = streams as [
    Awaited<ReturnType<typeof openMessageStream>>,
    Awaited<ReturnType<typeof openMessageStream>>,
  ];
  return { laptop, phone, laptopStream, phoneStream, id: await userIdOf(t.app, laptop) };
}

/** Waits for the server to send `ended` and close the stream (the helper rejects after 5 s). */
async function endsSoon(stream: Awaited<ReturnType<typeof openMessageStream>>) {
  await stream.next((e) => e.event === 'ended');
  await stream.finished();
  expect(stream.ended).toBe(true);
}

describe('a message stream ends with its session', () => {
  it('on sign-out; the same account on another device keeps receiving', async () => {
    const owner = await ownerOnTwoDevices('stream-signout@example.com');
    expect((await post(t.app, '/api/auth/sign-out', owner.laptop, {})).statusCode).toBe(200);
    await endsSoon(owner.laptopStream);

    const sent = await sendMessageAs(t.app, filmmaker, { receiverId: owner.id, content: 'Still there?' });
    expect(sent.statusCode).toBe(201);
    await owner.phoneStream.next(messageWith('Still there?'));
    expect(owner.laptopStream.events.some(messageWith('Still there?'))).toBe(false);
    // The browser's reconnect with the old cookie is refused.
    expect((await openMessageStream(baseUrl, owner.laptop)).status).toBe(401);
    owner.phoneStream.close();
  });

  it('on a password change made on another device', async () => {
    const owner = await ownerOnTwoDevices('stream-change@example.com');
    const changed = await post(t.app, '/api/auth/change-password', owner.phone, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    // Both sessions were replaced (the changing one by a new cookie, which reconnects).
    await endsSoon(owner.laptopStream);
    await endsSoon(owner.phoneStream);
    const renewed = await openMessageStream(baseUrl, sessionCookie(changed.headers['set-cookie']));
    expect(renewed.status).toBe(200);
    renewed.close();
  });

  it('on a password reset, with nobody signed in making it', async () => {
    const owner = await ownerOnTwoDevices('stream-reset@example.com');
    const link = new URL(await resetLinkFor(t.app, 'stream-reset@example.com'));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(opened.headers.location)).searchParams.get('token');
    const reset = await post(t.app, '/api/auth/reset-password', undefined, {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    await endsSoon(owner.laptopStream);
    await endsSoon(owner.phoneStream);
  });

  it('when its session is gone without an announcement, at the next periodic check', async () => {
    const owner = await ownerOnTwoDevices('stream-deleted@example.com');
    const deleted = await t.database.query(
      `delete from sessions where user_id = $1 and token = $2 returning id`,
      [owner.id, decodeURIComponent(owner.laptop.match(/session_token=([^.;]+)/)?.[1] ?? '')],
    );
    expect(deleted).toHaveLength(1);
    await endsSoon(owner.laptopStream);
    const sent = await sendMessageAs(t.app, filmmaker, { receiverId: owner.id, content: 'Other device' });
    expect(sent.statusCode).toBe(201);
    await owner.phoneStream.next(messageWith('Other device'));
    expect(owner.phoneStream.ended).toBe(false);
    owner.phoneStream.close();
  });
});

it('keeps an unrelated stream open throughout', async () => {
  const stream = await openMessageStream(baseUrl, filmmaker);
  await stream.next((e) => e.event === 'ready');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = await sendMessageAs(t.app, filmmaker, { receiverId: ownerId, content: 'Own echo' });
  expect(sent.statusCode).toBe(201);
  await stream.next(messageWith('Own echo'));
  expect(stream.ended).toBe(false);
  stream.close();
});
