import { cn } from '../lib/cn';
import { Skeleton } from './ui/skeleton';

type ListLoadingProps = { rows?: number; rowClassName: string };

/** Placeholder rows for a list that is loading, announced once to screen readers. */
export function ListLoading({ rows = 3, rowClassName }: ListLoadingProps) {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading...
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <Skeleton key={index} className={cn('w-full rounded-xl', rowClassName)} />
      ))}
    </div>
  );
}
