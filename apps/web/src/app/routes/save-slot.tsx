import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';

// The Save control (features/boards, with its popover) is fetched after the page: search, home and
// the listing page keep their first-load JavaScript (the 160 KB budget, scripts/report-bundle.mjs).
const SaveControl = lazy(() =>
  import('../../features/boards/components/save-control').then((m) => ({ default: m.SaveControl })),
);

/** 'Save' for a listing wherever it appears; a disabled stand-in of the same size while it loads. */
export function renderSave(location: { id: string; name: string }) {
  return (
    <Suspense
      fallback={
        <Button variant="outline" disabled aria-hidden="true" tabIndex={-1} className="relative z-10">
          Save
        </Button>
      }
    >
      <SaveControl locationId={location.id} locationName={location.name} />
    </Suspense>
  );
}
