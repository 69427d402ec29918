import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** A failed search says so and offers another try, never an empty page. */
export function ResultsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-5 text-destructive-strong"
    >
      <p className="font-semibold">Locations could not be loaded</p>
      <p className="text-sm">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
