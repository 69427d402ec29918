import { cn } from '../../../lib/cn';

const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type CardsLoadingProps = { count: number; label: string; className?: string };

/** Card-shaped grey blocks while cards load; the label is what screen readers hear. */
export function CardsLoading({ count, label, className }: CardsLoadingProps) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {PLACEHOLDER_KEYS.slice(0, count).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="grid animate-pulse gap-3 rounded-xl border border-border p-4"
        >
          <div className="aspect-[3/2] rounded-md bg-muted" />
          <div className="h-5 w-2/3 rounded-md bg-muted" />
          <div className="h-4 w-full rounded-md bg-muted" />
        </div>
      ))}
    </div>
  );
}
