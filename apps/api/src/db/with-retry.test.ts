import { describe, expect, it } from 'vitest';
import { withRetry } from './with-retry.ts';

/** An error as Drizzle hands it over: the driver's error, with its SQLSTATE, as the cause. */
const dbError = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });

describe('withRetry', () => {
  it('tries again after a deadlock and answers what the next attempt answers', async () => {
    let calls = 0;
    const answer = await withRetry(
      async () => {
        calls++;
        if (calls === 1) throw dbError('40P01');
        return 'inserted';
      },
      { attempts: 3 },
    );
    expect([answer, calls]).toEqual(['inserted', 2]);
  });

  it('tries again while the answer asks for it, and returns the last answer when attempts run out', async () => {
    const seen: number[] = [];
    const answer = await withRetry(
      async (n) => {
        seen.push(n);
        return 'changed';
      },
      { attempts: 3, again: (a) => a === 'changed' },
    );
    expect([answer, seen]).toEqual(['changed', [1, 2, 3]]);
  });

  it('counts every reason against one budget', async () => {
    let calls = 0;
    const attempt = async () => {
      calls++;
      if (calls % 2 === 1) throw dbError('40P01');
      return 'changed';
    };
    await expect(withRetry(attempt, { attempts: 3, again: (a) => a === 'changed' })).rejects.toThrow(
      'Failed query',
    );
    expect(calls).toBe(3);
  });

  it('does not retry other errors (an overlap is an answer, not a race to retry)', async () => {
    let calls = 0;
    const attempt = async () => {
      calls++;
      throw dbError('23P01');
    };
    await expect(withRetry(attempt, { attempts: 3 })).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});
