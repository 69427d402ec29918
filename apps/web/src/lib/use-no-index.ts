import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown (private pages, and pages reached only
 * by a shared link); the server sends the same as an X-Robots-Tag header for /boards addresses.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
