import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  // A real SMTP server on loopback stands in for the mail provider.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP mail', () => {
  it('delivers the confirmation email over SMTP and records it as sent', async () => {
    const res = await signUp(t.app, {
      email: 'smtp@example.com',
      firstName: 'Sam',
      lastName: 'Mtp',
      userType: 'owner',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.to).toEqual(['smtp@example.com']);
    expect(received[0]?.raw).toContain('Subject: Confirm your SetSpot email address');
    expect(received[0]?.raw.replace(/=\r?\n/g, '')).toContain('/api/auth/verify-email?token=');
    const rows = await t.database.query<{ status: string; transport: string }>(
      `select status, transport from outbox_emails where "to" = 'smtp@example.com'`,
    );
    expect(rows).toEqual([{ status: 'sent', transport: 'smtp' }]);
  });

  it('has no dev mailbox when real mail is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
  });
});
