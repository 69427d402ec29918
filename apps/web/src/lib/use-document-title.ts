import { useEffect } from 'react';

const APP_NAME = 'SetSpot';

/**
 * Sets the tab title to '{page} | SetSpot' ('SetSpot' without a page) while the page is shown, and
 * puts the previous title back when it goes. Call it in pages only: a layout would override them.
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = page ? `${page} | ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
