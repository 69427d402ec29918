import { describe, expect, it } from 'vitest';
import { isReviewWindowOpen, reviewDeadline } from './review-publication.ts';

describe('reviewDeadline', () => {
  it('is 14 days after the last day ended, in the listing zone', () => {
    expect(reviewDeadline('2026-03-01', 'UTC').toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(reviewDeadline('2026-03-01', 'America/New_York').toISOString()).toBe('2026-03-16T04:00:00.000Z');
  });
});

describe('isReviewWindowOpen', () => {
  const deadline = new Date('2026-03-16T00:00:00Z');
  it('is open until the deadline, not at it', () => {
    expect(isReviewWindowOpen(new Date('2026-03-15T23:59:59Z'), deadline)).toBe(true);
    expect(isReviewWindowOpen(deadline, deadline)).toBe(false);
  });
});
