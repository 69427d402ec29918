import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { SignInToSave } from '../../features/boards/components/sign-in-to-save';
import { useSession } from '../../lib/auth/get-me';

// The signed-in Save control (features/boards: the saved-listings query, the board picker) is fetched
// after the page: search, home and the listing page keep their first-load JavaScript (ADR 0042).
const SaveControl = lazy(() =>
  import('../../features/boards/components/save-control').then((m) => ({ default: m.SaveControl })),
);

const waiting = (
  <Button variant="outline" disabled aria-hidden="true" tabIndex={-1} className="relative z-10">
    Save
  </Button>
);

function Save({ id, name }: { id: string; name: string }) {
  const { user, isLoading } = useSession();
  if (isLoading) return waiting;
  if (!user) return <SignInToSave locationName={name} />;
  return (
    <Suspense fallback={waiting}>
      <SaveControl locationId={id} locationName={name} />
    </Suspense>
  );
}

/** 'Save' for a listing wherever it appears (cards, the listing page). */
export function renderSave(location: { id: string; name: string }) {
  return <Save id={location.id} name={location.name} />;
}
