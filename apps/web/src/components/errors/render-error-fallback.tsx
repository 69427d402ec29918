import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { TechnicalDetails } from './technical-details';

type RenderErrorFallbackProps = { error: unknown; onRetry: () => void };

/** Product section 8, render failure. Router-free: the top-level boundary sits outside the router. */
export function RenderErrorFallback({ error, onRetry }: RenderErrorFallbackProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">
        We've encountered an unexpected error. Our team has been notified.
      </p>
      <div className="w-full">
        <TechnicalDetails text={errorText(error)} />
      </div>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'An unknown error occurred';
}
