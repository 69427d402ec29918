import { RotateCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

type LoadFailureProps = {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** h1 when the failure is the whole page, h2 inside a page that has its own heading. */
  level?: 'h1' | 'h2';
  /** 'large' stands in for a whole detail page, so it takes that page's heading size. */
  size?: 'default' | 'large';
};

/** A load that failed for another reason than 'not found' (network, server): say so, offer a retry. */
export function LoadFailure({
  error,
  onRetry,
  title = 'Something went wrong',
  level = 'h2',
  size = 'default',
}: LoadFailureProps) {
  const Heading = level;
  const large = size === 'large';
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto grid max-w-md justify-items-center gap-4 px-4 text-center',
        large ? 'py-20' : 'py-16',
      )}
    >
      <span
        className={cn(
          'grid place-items-center rounded-full bg-destructive-soft text-destructive',
          large ? 'size-14' : 'size-12',
        )}
      >
        <TriangleAlert aria-hidden="true" className={large ? 'size-7' : 'size-6'} />
      </span>
      <Heading className={cn('font-semibold tracking-tight', large ? 'text-2xl' : 'text-xl')}>
        {title}
      </Heading>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
