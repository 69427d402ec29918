import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholders while a board or the list of boards loads, announced once to screen readers. */
export function BoardLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}
