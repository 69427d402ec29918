import { type RefCallback, useCallback, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the screen, and from then on. For content
 * below the fold whose code can wait until someone scrolls towards it.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (node) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
