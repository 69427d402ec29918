import type { BoardSummary } from '@setspot/domain/boards/board-schemas';
import { FolderHeart, Link2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { LoadFailure } from '../../../components/load-failure';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-no-index';
import { useBoards } from '../api/get-boards';
import { boardLinks } from '../lib/board-links';
import { BoardLoading } from './board-loading';

/** /boards: the user's boards and the ones they were invited to; filmmakers make new ones here. */
export function BoardsPage() {
  useDocumentTitle('Boards');
  useNoIndex();
  const boards = useBoards();
  const own = boards.data?.boards.filter((board) => board.role === 'owner') ?? [];
  const invited = boards.data?.boards.filter((board) => board.role === 'member') ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Boards</h1>
        <p className="text-muted-foreground">
          Shortlists of locations to scout with your crew: notes, votes and comments per location. Use Save on
          any location to start one.
        </p>
      </header>
      {boards.isError ? (
        <LoadFailure error={boards.error} onRetry={() => void boards.refetch()} />
      ) : !boards.data ? (
        <BoardLoading label="Loading boards..." />
      ) : boards.data.boards.length === 0 ? (
        <EmptyPanel
          icon={FolderHeart}
          title="No boards yet"
          description="Save a location from search or its page to start a board, or ask your director to invite you to theirs."
          to={paths.search}
        >
          Browse Locations
        </EmptyPanel>
      ) : (
        <>
          {own.length > 0 ? <BoardSection title="Your boards" boards={own} /> : null}
          {invited.length > 0 ? <BoardSection title="Shared with you" boards={invited} /> : null}
        </>
      )}
    </div>
  );
}

function BoardSection({ title, boards }: { title: string; boards: BoardSummary[] }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {boards.map((board) => (
          <li key={board.id}>
            <BoardTile board={board} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BoardTile({ board }: { board: BoardSummary }) {
  const count = `${board.itemCount} ${board.itemCount === 1 ? 'location' : 'locations'}`;
  return (
    <article className="relative flex h-full gap-3 overflow-hidden rounded-xl border border-border bg-surface p-3 shadow-sm hover:shadow-md">
      {board.cover ? (
        <img src={board.cover} alt="" className="size-20 shrink-0 rounded-lg object-cover" loading="lazy" />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-lg bg-muted">
          <FolderHeart aria-hidden="true" className="size-7 text-muted-foreground" />
        </span>
      )}
      <div className="grid min-w-0 content-start gap-1">
        <h3 className="truncate font-semibold">
          <Link to={boardLinks.board(board.id)} className="after:absolute after:inset-0 after:content-['']">
            {board.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{count}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {board.role === 'member' ? <span>By {board.ownerName}</span> : null}
          {board.memberCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" />
              {board.memberCount} crew
            </span>
          ) : null}
          {board.shared && board.role === 'owner' ? (
            <span className="inline-flex items-center gap-1">
              <Link2 aria-hidden="true" className="size-3.5" />
              Shared by link
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
