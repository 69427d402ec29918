import { describe, expect, it } from 'vitest';
import { recommendationScore } from './search-ranking.ts';

describe('recommendationScore', () => {
  it('ranks many good reviews above a single perfect one, and unreviewed between', () => {
    const many = recommendationScore(4.8 * 20, 20);
    const one = recommendationScore(5, 1);
    const none = recommendationScore(0, 0);
    const poor = recommendationScore(2 * 3, 3);
    expect(many).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(none);
    expect(none).toBeGreaterThan(poor);
  });
});
