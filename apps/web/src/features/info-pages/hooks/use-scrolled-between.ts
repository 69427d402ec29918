import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `start` has scrolled out of view above the viewport and until `end` comes into view
 * (or has passed above it). Used to show a fixed bar only while the reader is inside the page body,
 * so it neither repeats the page header nor covers the footer below the page.
 */
export function useScrolledBetween(
  start: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
): boolean {
  const [pastStart, setPastStart] = useState(false);
  const [reachedEnd, setReachedEnd] = useState(false);

  useEffect(() => {
    const startElement = start.current;
    const endElement = end.current;
    if (!startElement || !endElement || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const above = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
        if (entry.target === startElement) setPastStart(above);
        else setReachedEnd(entry.isIntersecting || above);
      }
    });
    observer.observe(startElement);
    observer.observe(endElement);
    return () => observer.disconnect();
  }, [start, end]);

  return pastStart && !reachedEnd;
}
