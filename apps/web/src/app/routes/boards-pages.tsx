import { useParams } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { BoardPage } from '../../features/boards/components/board-page';
import { BoardsPage } from '../../features/boards/components/boards-page';
import { SharedBoardPage } from '../../features/boards/components/shared-board-page';
import { LocationCard } from '../../features/locations/components/location-card';

/**
 * The /boards pages (see boards.tsx). The boards feature runs the pages; the locations feature draws
 * each listing's card. A shared board opens without an account.
 */
export function BoardsPages() {
  // Matched by hand from the splat: <Routes> would bring React Router's route-element parser into
  // the shell chunk, where React Router lives.
  const rest = useParams()['*'] ?? '';
  const [first = '', second] = rest.split('/');
  if (first === 'shared' && second) return <SharedBoard token={decodeURIComponent(second)} />;
  return <RequireAuth>{first ? <Board id={decodeURIComponent(first)} /> : <BoardsPage />}</RequireAuth>;
}

function Board({ id }: { id: string }) {
  return (
    <BoardPage
      key={id}
      id={id}
      renderCard={(location) => <LocationCard location={location} signedIn headingLevel="h3" />}
    />
  );
}

/** Visitor cards (no address), whoever opens the link. */
function SharedBoard({ token }: { token: string }) {
  return (
    <SharedBoardPage
      key={token}
      token={token}
      renderCard={(location) => <LocationCard location={location} signedIn={false} headingLevel="h2" />}
    />
  );
}
