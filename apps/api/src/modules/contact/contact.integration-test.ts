import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';
import { CONTACT_MESSAGES_PER_IP } from './contact.routes.ts';

const SUPPORT = 'help@setspot.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT, JOBS_POLL_INTERVAL_MS: '50' } });
});
afterAll(() => t.close());

const message = {
  name: 'Rosa Diaz',
  email: 'rosa@example.com',
  subject: 'Insurance question',
  message: 'Do I need my own insurance for a two-day shoot?',
};

// Each test writes from its own address, so the per-address limit of one does not touch another.
function send(payload: unknown, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

let lastOctet = 0;
const nextAddress = () => `10.0.1.${++lastOctet}`;

const stored = () =>
  t.database.query<{ name: string; email: string; subject: string; message: string; user_id: string | null }>(
    'select name, email, subject, message, user_id from contact_messages order by id',
  );

describe('POST /api/contact', () => {
  it('stores the message and mails it to SUPPORT_EMAIL', async () => {
    const res = await send(message, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toEqual([{ ...message, user_id: null }]);
    const [mail] = await eventually(async () => {
      const emails = await emailsTo(t.app, SUPPORT);
      expect(emails).toHaveLength(1);
      return emails;
    }, 10_000);
    expect(mail?.subject).toContain('Insurance question');
    expect(mail?.text).toContain('From: Rosa Diaz <rosa@example.com>');
    expect(mail?.text).toContain('Do I need my own insurance for a two-day shoot?');
  });

  it('records who wrote it from the session, not from the form', async () => {
    const cookie = await signUpAs(t.app, 'writer@example.com', 'filmmaker');
    const res = await send({ ...message, subject: '', userId: 'someone-else' }, '10.0.0.2', cookie);
    expect(res.statusCode).toBe(201);
    const [id] = await t.database.query<{ id: string }>(
      `select id from users where email = 'writer@example.com'`,
    );
    expect((await stored()).at(-1)).toMatchObject({ subject: '', user_id: id?.id });
  });

  it('answers a filled honeypot like any message but neither stores nor mails it', async () => {
    const before = (await stored()).length;
    const res = await send(
      { ...message, subject: 'Cheap pills', website: 'https://spam.example' },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toHaveLength(before);
    const rows = await t.database.query(`select 1 from outbox_emails where subject like '%Cheap pills%'`);
    expect(rows).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }, 'Name is required', 'name'],
    ['a bad address', { email: 'rosa-at-example' }, 'Please enter a valid email address', 'email'],
    ['a blank message', { message: '   ' }, 'Message is required', 'message'],
    ['a long message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters', 'message'],
    ['a long subject', { subject: 'x'.repeat(201) }, 'Please keep this under 200 characters', 'subject'],
    ['a control character', { name: 'Rosa\u0007' }, 'name must not contain control characters', undefined],
  ])(
    "refuses %s with the schema's message and the field it is about",
    async (_label, change, error, field) => {
      const res = await send({ ...message, ...change }, nextAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(error);
      expect(res.json().error.field).toBe(field);
    },
  );

  it(`takes ${CONTACT_MESSAGES_PER_IP} messages per address and window, then 429`, async () => {
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP; i += 1) {
      expect((await send(message, '10.0.0.5')).statusCode).toBe(201);
    }
    const refused = await send(message, '10.0.0.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await send(message, '10.0.0.6')).statusCode).toBe(201);
  });
});
