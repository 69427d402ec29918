import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

type LoadFailureProps = {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** h1 when the failure is the whole page, h2 inside a page that has its own heading. */
  level?: 'h1' | 'h2';
};

/** A load that failed for another reason than 'not found' (network, server): say so, offer a retry. */
export function LoadFailure({
  error,
  onRetry,
  title = 'Something went wrong',
  level = 'h2',
}: LoadFailureProps) {
  const Heading = level;
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
