/** Resolves in a later task, so that the browser can handle input and paint in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` once the browser is idle (after the page has painted and taken input), or within two
 * seconds: for code a page will need soon but not to show itself.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 200);
}
