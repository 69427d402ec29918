import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The link for a page: pages are addresses, so they can be opened in a new tab or shared. */
  hrefFor: (page: number) => string;
  className?: string;
};

/** Page numbers to show: the first, the last, and the current one with a neighbour either side. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  // null marks a gap; a gap of one page shows that page instead, which takes the same room.
  return pages.flatMap((n, i) => {
    const gap = n - (pages[i - 1] ?? n - 1);
    return gap === 1 ? [n] : gap === 2 ? [n - 1, n] : [null, n];
  });
}

const item = (current: boolean) =>
  buttonClasses({ variant: current ? 'default' : 'outline', size: 'sm', className: 'min-w-9 px-2' });

/** Numbered pagination with Previous and Next. */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string) =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefFor(target)} className={item(false)}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(item(false), 'cursor-not-allowed opacity-50')}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}
    >
      {step(page - 1, 'Previous')}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageWindow(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`} aria-hidden={n === null ? true : undefined}>
            {n === null ? (
              <span className="px-1 text-muted-foreground">…</span>
            ) : (
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={item(n === page)}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {step(page + 1, 'Next')}
    </nav>
  );
}
