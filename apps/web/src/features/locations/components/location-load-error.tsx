import { ERROR_LOADING_LOCATION_DETAILS } from '@setspot/domain/listings/location-texts';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** A failure other than 'not found' (network, server): say so and offer another try. */
export function LocationLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{ERROR_LOADING_LOCATION_DETAILS}</h1>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
