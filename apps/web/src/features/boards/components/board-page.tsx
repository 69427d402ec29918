import { BOARD_NOT_FOUND } from '@setspot/domain/boards/board-texts';
import type { LocationCard } from '@setspot/domain/listings/location-views';
import { FolderX, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyPanel } from '../../../components/empty-panel';
import { LoadFailure } from '../../../components/load-failure';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useBoard } from '../api/get-board';
import { BoardCrew } from './board-crew';
import { BoardHeader } from './board-header';
import { BoardItemPanel } from './board-item-panel';
import { BoardLoading } from './board-loading';
import { BoardMapSection } from './board-map-section';

type BoardPageProps = { id: string; renderCard: (location: LocationCard) => ReactNode };

/** /boards/{id}: the board's listings, each with its note, votes and comments; the owner's tools. */
export function BoardPage({ id, renderCard }: BoardPageProps) {
  useNoIndex();
  // The listing under the pointer: its card and its pill on the map light up together.
  const [activeId, setActiveId] = useState<string | null>(null);
  const board = useBoard(id);
  const notFound = board.error instanceof ApiError && board.error.status === 404;
  useDocumentTitle(board.data?.name ?? (notFound ? BOARD_NOT_FOUND : 'Board'));
  const frame = (children: ReactNode) => (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">{children}</div>
  );
  if (notFound)
    return frame(
      <>
        <h1 className="sr-only">Board</h1>
        <EmptyPanel
          icon={FolderX}
          title={BOARD_NOT_FOUND}
          description="It was deleted, or you are not on it. Ask its owner to invite you."
          to={paths.boards}
        >
          Back to your boards
        </EmptyPanel>
      </>,
    );
  if (board.isError)
    return frame(<LoadFailure error={board.error} onRetry={() => void board.refetch()} level="h1" />);
  if (!board.data)
    return frame(
      <>
        <h1 className="sr-only">Board</h1>
        <BoardLoading label="Loading board..." />
      </>,
    );
  const data = board.data;
  return frame(
    <>
      <BoardHeader board={data} />
      <BoardCrew board={data} />
      <section aria-labelledby="board-locations" className="grid gap-4">
        <h2 id="board-locations" className="text-lg font-semibold">
          Locations ({data.items.length})
        </h2>
        {data.items.length === 0 ? (
          <EmptyPanel
            icon={Search}
            title="No locations on this board yet"
            description="Use Save on a location in search or on its page to add it here."
            to={paths.search}
          >
            Browse Locations
          </EmptyPanel>
        ) : (
          <>
            <BoardMapSection
              locations={data.items.map((item) => item.location)}
              activeId={activeId}
              onHover={setActiveId}
            />
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {data.items.map((item) => (
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
                  <BoardItemPanel board={data} item={item} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>,
  );
}
