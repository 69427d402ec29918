import type { buildApp } from '../apps/api/src/app.ts';
import type { Database } from '../apps/api/src/db/client.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

const password = 'Bench-Password-Strong-9';

/** Signs a new account up through the API, confirms it in SQL and signs in: the cookie header. */
export async function signedIn(
  app: App,
  database: Database,
  email: string,
  userType: string,
): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: 'Bench User', firstName: 'Bench', lastName: userType, userType },
  });
  if (signup.statusCode !== 200) throw new Error(`Sign-up failed: ${signup.body}`);
  await database.query('update users set email_verified = true where email = $1', [email]);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  });
  const cookies = login.headers['set-cookie'];
  return (Array.isArray(cookies) ? cookies : [cookies ?? '']).map((c) => c.split(';')[0]).join('; ');
}
