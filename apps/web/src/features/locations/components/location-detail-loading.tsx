import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

const TEXT_LINES = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'];

/**
 * The detail page's shape while the listing loads: the name, the photo box (same aspect ratio) and
 * the text below, so the page stands still when it fills in and the footer stays below the fold.
 */
export function LocationDetailLoading() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <section className="grid gap-4">
        <div className="grid gap-1.5">
          <Skeleton className="h-9 w-2/3 sm:h-10" />
          <Skeleton className="h-6 w-48" />
        </div>
        <div
          role="status"
          className="flex aspect-[3/2] items-center justify-center gap-3 rounded-xl bg-muted text-muted-foreground sm:aspect-[16/9] lg:max-h-[34rem] lg:w-full"
        >
          <Spinner />
          <span>Loading location details...</span>
        </div>
        <div className="flex gap-2">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} className="h-16 w-24" />
          ))}
        </div>
      </section>
      <TabsLoading />
    </div>
  );
}

/** The tabs' shape (the tab bar, then text) while their code or the listing loads. */
export function TabsLoading({ className }: { className?: string }) {
  return (
    <div className={cn('grid min-h-[28rem] content-start gap-3', className)}>
      <Skeleton className="h-10 w-full max-w-md" />
      {TEXT_LINES.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered.
        <Skeleton key={index} className={`h-4 ${width}`} />
      ))}
    </div>
  );
}
