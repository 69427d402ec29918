import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';

export type SignInAttempt =
  | { refused: true; retryAfterSeconds: number }
  | { refused: false; finish(status: number): Promise<void> };

/**
 * Failed sign-ins are limited per account and, more loosely, per client address, counted exactly in
 * the database (the rate limiter's 'exact' counting) so the limits hold across instances: guessing
 * one account's password stops after a few tries, one address trying many accounts after more, while
 * an office behind one address and a person switching accounts sign in as often as they like. An
 * attempt is counted before the password is checked (so a burst of parallel guesses cannot all slip
 * through) and taken back when it did not fail on the password.
 */
export function createSignInLimits(deps: { rateLimiter: RateLimiter; config: Config }) {
  const { windowSeconds, max, failedSignInsPerAddress } = deps.config.authRateLimit;
  const perAddress = { name: 'sign-in-failures:address', max: failedSignInsPerAddress, windowSeconds };
  const perAccount = { name: 'sign-in-failures:account', max, windowSeconds };

  return async function beginSignIn(clientIp: string, body: unknown): Promise<SignInAttempt> {
    const counted = await Promise.all([
      deps.rateLimiter.hit({ ...perAddress, counting: 'exact' }, clientIp),
      deps.rateLimiter.hit({ ...perAccount, counting: 'exact' }, accountKey(body)),
    ]);
    const over = counted.filter((c) => c.refused);
    if (over.length > 0) {
      // Refused before any password was checked: no guess, so it uses up nothing (a person retrying a
      // limited account does not also spend their office's address budget). The refused counts were
      // taken back by the limiter; the others are here.
      await Promise.all(counted.filter((c) => !c.refused).map((c) => c.forgive()));
      return { refused: true, retryAfterSeconds: Math.max(...over.map((c) => c.retryAfterSeconds)) };
    }
    return {
      refused: false,
      async finish(status) {
        // 401 is a wrong email or password; anything else (signed in, address not confirmed yet,
        // a malformed request) was no guess at a password and costs nothing.
        if (status !== 401) await Promise.all(counted.map((c) => c.forgive()));
      },
    };
  };
}

/** The account an attempt is for, by its normalised address, hashed: no addresses in rate_limits. */
function accountKey(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHash('sha256').update(normalised).digest('base64url').slice(0, 24);
}
