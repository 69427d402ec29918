import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/ui/spinner';

// Every /boards page is one route, and this module loads the pages in turn: the app shell lists each
// route's files for preloading, and every byte of the shell counts on every page (ADR 0030).
const BoardsPages = lazy(() => import('./boards-pages').then((m) => ({ default: m.BoardsPages })));

export function BoardsRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <BoardsPages />
    </Suspense>
  );
}
