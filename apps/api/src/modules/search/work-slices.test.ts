import { describe, expect, it } from 'vitest';
import { createWorkSlices } from './work-slices.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

describe('work slices', () => {
  it('runs jobs first come first served and gives their results', async () => {
    const inSlice = createWorkSlices(5);
    const order: number[] = [];
    const job = (n: number) => () => {
      order.push(n);
      return n * 10;
    };
    const results = await Promise.all([1, 2, 3].map((n) => inSlice(job(n))));
    expect(results).toEqual([10, 20, 30]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('lets I/O and timers run between slices of long work', async () => {
    const inSlice = createWorkSlices(2);
    const events: string[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      inSlice(() => {
        busy(1.5);
        events.push(`job ${i}`);
      }),
    );
    // Queued after the jobs: runs once the first slice has used its 2 ms, not after all six.
    setImmediate(() => events.push('other work'));
    await Promise.all(jobs);
    const other = events.indexOf('other work');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(events.length - 1);
  });

  it('passes a job’s error to its caller only', async () => {
    const inSlice = createWorkSlices(2);
    const failing = inSlice(() => {
      throw new Error('bad question');
    });
    const fine = inSlice(() => 'answer');
    await expect(failing).rejects.toThrow('bad question');
    await expect(fine).resolves.toBe('answer');
  });
});
