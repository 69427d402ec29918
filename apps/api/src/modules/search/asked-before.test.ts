import { describe, expect, it } from 'vitest';
import { AskedBefore } from './asked-before.ts';

describe('asked before', () => {
  it('says no the first time a question comes and yes after', () => {
    const asked = new AskedBefore();
    expect(asked.check('{"term":"loft","page":1}')).toBe(false);
    expect(asked.check('{"term":"loft","page":2}')).toBe(false);
    expect(asked.check('{"term":"loft","page":1}')).toBe(true);
    expect(asked.check('{"term":"loft","page":2}')).toBe(true);
  });

  it('forgets everything once it has remembered 100,000 questions, and goes on', () => {
    const asked = new AskedBefore();
    expect(asked.check('first')).toBe(false);
    for (let i = 0; i < 99_999; i++) asked.check(`question ${i}`);
    expect(asked.check('first')).toBe(true);
    // The 100,001st question starts afresh: the first one is new again, then known.
    asked.check('one more');
    expect(asked.check('first')).toBe(false);
    expect(asked.check('first')).toBe(true);
  });
});
