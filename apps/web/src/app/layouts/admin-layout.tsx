import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

const sections = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/listings', label: 'Listings' },
  { to: '/admin/listings?state=in_review', label: 'Review queue' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/audit', label: 'Audit log' },
];

/**
 * The operator console's frame (ADR 0038), under the site's top bar: its own bar of sections (which
 * wraps on a phone) and a wide content area, desktop first. Never indexed. The API refuses every admin
 * route to anyone but an operator; the pages say so ('Operators only') when it does. Plain links:
 * NavLink would add to the app shell's exports, which every page pays for.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // The review queue is the listings page filtered to 'in_review': it, not Listings, is current there.
  const inQueue = pathname.startsWith('/admin/listings') && search.includes('state=in_review');
  const current = (to: string) => {
    if (to.includes('?')) return inQueue;
    if (to === '/admin') return pathname.replace(/\/$/, '') === '/admin';
    return pathname.startsWith(to) && !(to === '/admin/listings' && inQueue);
  };
  return (
    <div className="flex flex-1 flex-col bg-muted/40">
      <div className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <span className="text-sm font-semibold">SetSpot Operations</span>
          <nav aria-label="Operations" className="flex flex-wrap gap-1">
            {sections.map((section) => (
              <Link
                key={section.to}
                to={section.to}
                aria-current={current(section.to) ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                  current(section.to) ? 'bg-muted text-foreground' : 'text-muted-foreground',
                )}
              >
                {section.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</div>
    </div>
  );
}
