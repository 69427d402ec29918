import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />;
}

/** A whole-page loading notice; role="status" makes screen readers announce the label. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** A loading notice inside a panel (a list, a thread): a spinner and its words, announced once. */
export function InlineLoading({ label, className }: { label: string; className?: string }) {
  return (
    <p
      role="status"
      className={cn('flex items-center justify-center gap-2 text-sm text-muted-foreground', className)}
    >
      <Spinner />
      {label}
    </p>
  );
}
