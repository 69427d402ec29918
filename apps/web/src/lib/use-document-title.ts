import { useEffect } from 'react';

const APP_NAME = 'SetSpot';

/** Sets the tab title to '{page} | SetSpot'. Call it in pages only: a layout would override them. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${APP_NAME}` : APP_NAME;
  }, [page]);
}
