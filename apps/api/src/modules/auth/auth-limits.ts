import type { Config } from '../../config.ts';
import type { Limit } from '../../http/rate-limit.ts';

// What mails or changes an account: AUTH_RATE_LIMIT_MAX per address and window, counted exactly.
const STRICT = new Set([
  '/sign-up/email',
  '/send-verification-email',
  '/reset-password',
  '/change-password',
  '/change-email',
]);

/**
 * The limit of one Better Auth endpoint per client address (its own limiter is off: one mechanism,
 * ADR 0033). Sign-ups, confirmation resends and password or address changes have the configured
 * maximum; every other endpoint, sign-in attempts of any outcome included (their failures have
 * limits of their own, sign-in-limits.ts), ten times that.
 */
export function authPathLimit(config: Config, url: string): Limit {
  const { windowSeconds, max } = config.authRateLimit;
  const raw = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
  // A reset link's path carries its token: every link is one endpoint.
  const path = raw.startsWith('/reset-password/') ? '/reset-password/link' : raw;
  return STRICT.has(path)
    ? { name: `auth:${path}`, max, windowSeconds, counting: 'exact' }
    : { name: `auth:${path}`, max: max * 10, windowSeconds };
}
