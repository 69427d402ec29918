import { Skeleton } from '../../../components/ui/skeleton';

export function BookingsLoading({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading...
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
