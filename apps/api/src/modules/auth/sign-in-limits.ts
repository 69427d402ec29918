import { createHash } from 'node:crypto';
import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { countAttempt, forgiveHit } from '../../http/rate-limits.repository.ts';

/** 'Too many attempts. Please try again in 42 seconds.': when, not just that. */
export function tryAgainMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 90
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** A 429 that says when to try again, in the header and the message. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody('RATE_LIMITED', tryAgainMessage(retryAfterSeconds)));
}

export type SignInAttempt =
  | { refused: true; retryAfterSeconds: number }
  | { refused: false; finish(status: number): Promise<void> };

/**
 * Failed sign-ins are limited per account and, more loosely, per client address, both counted in the
 * database so the limits hold across instances: guessing one account's password stops after a few
 * tries, one address trying many accounts after more, while an office behind one address and a person
 * switching accounts sign in as often as they like. An attempt is counted before the password is
 * checked (so a burst of parallel guesses cannot all slip through) and taken back when it did not
 * fail on the password.
 */
export function createSignInLimits(deps: { db: Db; config: Config }) {
  const { windowSeconds, max, failedSignInsPerAddress } = deps.config.authRateLimit;
  const windowMs = windowSeconds * 1000;

  return async function beginSignIn(clientIp: string, body: unknown): Promise<SignInAttempt> {
    const now = Date.now();
    const limits = [
      { key: `sign-in-failures:address:${clientIp}`, max: failedSignInsPerAddress },
      { key: `sign-in-failures:account:${accountKey(body)}`, max },
    ];
    const counted = await Promise.all(
      limits.map(async (limit) => ({ ...limit, ...(await countAttempt(deps.db, limit.key, windowMs, now)) })),
    );
    const forgive = () => Promise.all(counted.map((c) => forgiveHit(deps.db, c.key, c.windowStartMs)));
    const over = counted.filter((c) => c.count > c.max);
    if (over.length > 0) {
      // Refused before any password was checked: no guess, so it uses up nothing (a person retrying a
      // limited account does not also spend their office's address budget).
      await forgive();
      const until = Math.max(...over.map((c) => c.windowStartMs + windowMs));
      return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
    return {
      refused: false,
      async finish(status) {
        // 401 is a wrong email or password; anything else (signed in, address not confirmed yet,
        // a malformed request) was no guess at a password and costs nothing.
        if (status !== 401) await forgive();
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
