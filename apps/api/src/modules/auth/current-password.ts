import { APIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { BetterAuthWithEnds as Auth } from './auth.ts';

/** Whether `password` is the signed-in caller's own (Better Auth checks it against the stored hash). */
export async function isCurrentPassword(auth: Auth, request: FastifyRequest, password: string) {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
}

/**
 * Set-Cookie values that remove the session cookies from the browser (after the account is gone). The
 * session rows are already deleted; this also clears a cached session cookie, should one be in use.
 */
export async function clearedSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      `${name}=; Max-Age=0; Path=${attributes.path}; HttpOnly; SameSite=${attributes.sameSite}${attributes.secure ? '; Secure' : ''}`,
  );
}
