/**
 * The rate limiter's counter keys (rate-limit.ts), in one place: a key is `<limit name>:<subject>`,
 * the subject an address or a user id. Per-user limits are 'write:user' (every write) and a route's
 * own 'user:<METHOD> <path>'; an account's deletion finds its counters by these shapes.
 */
export const WRITES_PER_USER = 'write:user';

export const counterKey = (limitName: string, subject: string) => `${limitName}:${subject}`;

/** A route's own limit per address ('ip:…') or per signed-in user ('user:…'). */
export const routeLimitName = (per: 'perAddress' | 'perUser', method: string, url: string | undefined) =>
  `${per === 'perUser' ? 'user' : 'ip'}:${method} ${url}`;

/** A user's counters: the key of their writes, and a SQL LIKE pattern for their routes' own. */
export const userCounterKeys = (userId: string) => ({
  writes: counterKey(WRITES_PER_USER, userId),
  routesLike: `user:% %:${userId}`,
});

/** Whether an in-memory key is one of the user's counters (the same keys as userCounterKeys). */
export const isUserCounterKey = (key: string, userId: string) =>
  key === counterKey(WRITES_PER_USER, userId) || (key.startsWith('user:') && key.endsWith(`:${userId}`));
