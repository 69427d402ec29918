import { describe, expect, it } from 'vitest';
import { matchCount } from './match-count';

describe('matchCount', () => {
  it('says one, many, and "N+" where the server stopped counting', () => {
    expect(matchCount({ total: 1, totalCapped: false }, 'user', 'users')).toBe('1 user');
    expect(matchCount({ total: 0, totalCapped: false }, 'user', 'users')).toBe('0 users');
    expect(matchCount({ total: 1101, totalCapped: false }, 'user', 'users')).toBe('1,101 users');
    expect(matchCount({ total: 1000, totalCapped: true }, 'booking', 'bookings')).toBe('1,000+ bookings');
  });
});
