import type { FastifyInstance } from 'fastify';
import { eventually } from './eventually.ts';
import { jsonHeaders } from './test-app.ts';

const RESET_SUBJECT = 'Reset your SetSpot password';

/**
 * Asks for a password reset as the forgot-password page does and waits for the email (a background
 * job sends it a few seconds after the answer): the link in it.
 */
export async function resetLinkFor(app: FastifyInstance, email: string): Promise<string> {
  const before = await resetEmails(app, email);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: jsonHeaders,
    payload: { email, redirectTo: '/reset-password' },
  });
  if (asked.statusCode !== 200) throw new Error(`Reset request failed: ${asked.body}`);
  const newest = await eventually(async () => {
    const emails = await resetEmails(app, email);
    if (emails.length <= before.length) throw new Error(`No reset email for ${email} yet`);
    return emails[0];
  }, 10_000);
  const link = newest?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the reset email to ${email}`);
  return link;
}

async function resetEmails(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
  const { emails } = res.json() as { emails: { subject: string; text: string }[] };
  return emails.filter((e) => e.subject === RESET_SUBJECT);
}
