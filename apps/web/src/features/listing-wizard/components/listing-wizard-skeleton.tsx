import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Product section 2: a skeleton in the wizard's shape while the listing or the form loads. */
export function ListingWizardSkeleton({ label }: { label: string }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Card className="grid gap-6 p-5 sm:p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-7 w-48" />
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
        <Skeleton className="h-28" />
      </Card>
      <Card className="grid gap-3 overflow-hidden">
        <Skeleton className="aspect-[4/3] rounded-none" />
        <div className="grid gap-3 p-5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-12" />
        </div>
      </Card>
    </div>
  );
}
