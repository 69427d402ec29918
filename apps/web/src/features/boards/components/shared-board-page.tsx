import { SHARED_BOARD_NOT_FOUND } from '@setspot/domain/boards/board-texts';
import type { LocationCard } from '@setspot/domain/listings/location-views';
import { Link2Off } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyPanel } from '../../../components/empty-panel';
import { LoadFailure } from '../../../components/load-failure';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useSharedBoard } from '../api/get-shared-board';
import { BoardLoading } from './board-loading';
import { BoardMapSection } from './board-map-section';

type SharedBoardPageProps = { token: string; renderCard: (location: LocationCard) => ReactNode };

/** /boards/shared/{token}: a board shared by link, read-only, for anyone (no account needed). */
export function SharedBoardPage({ token, renderCard }: SharedBoardPageProps) {
  useNoIndex();
  // The listing under the pointer: its card and its pill on the map light up together.
  const [activeId, setActiveId] = useState<string | null>(null);
  const board = useSharedBoard(token);
  const notFound = board.error instanceof ApiError && board.error.status === 404;
  useDocumentTitle(board.data?.name ?? 'Shared board');
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {notFound ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Shared board</h1>
          <EmptyPanel
            icon={Link2Off}
            title={SHARED_BOARD_NOT_FOUND}
            description="Ask whoever sent it for a new link."
            to={paths.search}
          >
            Browse Locations
          </EmptyPanel>
        </>
      ) : board.isError ? (
        <LoadFailure error={board.error} onRetry={() => void board.refetch()} level="h1" />
      ) : !board.data ? (
        <>
          <h1 className="sr-only">Shared board</h1>
          <BoardLoading label="Loading board..." />
        </>
      ) : (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{board.data.name}</h1>
            <p className="text-muted-foreground">
              A board shared by {board.data.ownerName}: {board.data.items.length}{' '}
              {board.data.items.length === 1 ? 'location' : 'locations'}, read-only.
            </p>
          </header>
          {board.data.items.length === 0 ? (
            <p className="text-muted-foreground">This board has no locations yet.</p>
          ) : (
            <>
              <BoardMapSection
                locations={board.data.items.map((item) => item.location)}
                activeId={activeId}
                onHover={setActiveId}
              />
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {board.data.items.map((item) => (
                  <li
                    key={item.location.id}
                    className={cn(
                      'grid min-w-0 content-start gap-3 rounded-xl',
                      activeId === item.location.id &&
                        'ring-2 ring-primary ring-offset-4 ring-offset-background',
                    )}
                    onMouseEnter={() => setActiveId(item.location.id)}
                    onMouseLeave={() => setActiveId(null)}
                  >
                    {renderCard(item.location)}
                    {item.note ? (
                      <p className="rounded-xl border border-border bg-surface p-3 text-sm whitespace-pre-line">
                        <span className="font-medium">Note: </span>
                        {item.note}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
