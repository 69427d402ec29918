import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React takes over a page the server drew, true from the next render
 * on and in every render the browser starts itself: for parts that the server must not draw (they
 * read the clock), without a mismatch when the app takes the page over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
