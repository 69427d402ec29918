/** Accounts made on the real API server of the test run (scripts/web-test-api.mjs). */
export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

/** A fresh address per call so tests never collide on the shared server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type Account = { email: string; password: string; userType: 'filmmaker' | 'owner' };

/** Signs up without confirming the address: such an account cannot log in yet. */
export async function signUpUnconfirmed(userType: Account['userType'] = 'filmmaker'): Promise<Account> {
  const account = { email: uniqueEmail(userType), password: STRONG_PASSWORD, userType };
  const res = await fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...account,
      name: 'Test Person',
      firstName: 'Test',
      lastName: 'Person',
      callbackURL: '/login?confirmed_email=true',
    }),
  });
  if (!res.ok) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  return account;
}

/** Signs up and follows the confirmation link from the dev mailbox, as the person would. */
export async function signUpConfirmed(userType: Account['userType'] = 'filmmaker'): Promise<Account> {
  const account = await signUpUnconfirmed(userType);
  const mailbox = await fetch(`/dev/mailbox.json?to=${encodeURIComponent(account.email)}`);
  const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
  const link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No confirmation email for ${account.email}`);
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`Confirmation failed: ${confirmed.status}`);
  return account;
}

/** A confirmed account, signed in: the session cookie is kept for the test's later requests. */
export async function signedInAs(userType: Account['userType'] = 'filmmaker'): Promise<Account> {
  const account = await signUpConfirmed(userType);
  const res = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return account;
}
