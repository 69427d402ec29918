import type { Page } from '@playwright/test';

/**
 * Records the page's layout shifts from its first paint, for every document it loads from now on:
 * call before `goto`, then read the sum with `layoutShiftSum` (what Lighthouse's CLS adds up for a
 * page that never scrolls).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded since the current document began. */
export async function layoutShiftSum(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
