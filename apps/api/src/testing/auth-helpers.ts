import type { FastifyInstance } from 'fastify';
import { jsonHeaders } from './test-app.ts';

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

export type SignupBody = {
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  password?: string;
};

export function signUp(app: FastifyInstance, body: SignupBody) {
  const { password = STRONG_PASSWORD, ...rest } = body;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: jsonHeaders,
    payload: {
      ...rest,
      password,
      name: `${rest.firstName} ${rest.lastName}`,
      callbackURL: '/login?confirmed_email=true',
    },
  });
}

export function signIn(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: jsonHeaders,
    payload: { email, password },
  });
}

/** The confirmation link from the newest email to this address in the dev mailbox. */
export async function confirmationLink(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
  const [newest] = (res.json() as { emails: { text: string }[] }).emails;
  const link = newest?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No confirmation email for ${email}`);
  return link;
}

/** Signs up, confirms through the mailbox and signs in; returns the session cookie header. */
export async function signUpConfirmed(app: FastifyInstance, body: SignupBody): Promise<string> {
  const res = await signUp(app, body);
  if (res.statusCode !== 200) throw new Error(`Sign-up failed: ${res.body}`);
  const link = new URL(await confirmationLink(app, body.email));
  await app.inject({ method: 'GET', url: link.pathname + link.search });
  const login = await signIn(app, body.email, body.password);
  if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.body}`);
  return sessionCookie(login.headers['set-cookie']);
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
