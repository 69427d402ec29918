import { describe, expect, it } from 'vitest';
import {
  counterKey,
  isUserCounterKey,
  routeLimitName,
  userCounterKeys,
  WRITES_PER_USER,
} from './rate-limit-keys.ts';

const id = '3f1c2a9e-5b7d-4e1a-9c3b-2d4e6f8a0b1c';
const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** SQL LIKE over a key, as removeUserCounters asks the database ('%' any run, no '_' in the patterns). */
const like = (key: string, pattern: string) =>
  new RegExp(
    `^${pattern
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(key);

describe('the per-user counter keys', () => {
  const keys = [
    counterKey(WRITES_PER_USER, id),
    counterKey(routeLimitName('perUser', 'POST', '/api/conversations/:id/messages'), id),
    counterKey(routeLimitName('perUser', 'POST', '/api/bookings'), id),
  ];
  const notTheirs = [
    counterKey(WRITES_PER_USER, other),
    counterKey(routeLimitName('perUser', 'POST', '/api/bookings'), other),
    counterKey('write:ip', '127.0.0.1'),
    counterKey(routeLimitName('perAddress', 'POST', '/api/auth/sign-in/email'), '10.0.0.7'),
  ];

  it('finds each of a user’s counters, in memory and in SQL alike', () => {
    const { writes, routesLike } = userCounterKeys(id);
    for (const key of keys) {
      expect(isUserCounterKey(key, id), key).toBe(true);
      expect(key === writes || like(key, routesLike), key).toBe(true);
    }
  });

  it('leaves everyone else’s and every address’s counters alone', () => {
    const { writes, routesLike } = userCounterKeys(id);
    for (const key of notTheirs) {
      expect(isUserCounterKey(key, id), key).toBe(false);
      expect(key === writes || like(key, routesLike), key).toBe(false);
    }
  });
});
