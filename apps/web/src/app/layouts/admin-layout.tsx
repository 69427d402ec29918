import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

const sections = [
  { to: paths.admin.reports, label: 'Reports' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.listings, label: 'Listings' },
  { to: paths.admin.audit, label: 'Audit log' },
];

/**
 * The operator console's own frame (ADR 0038): desktop first, a bar of sections that wraps on a
 * phone. Never indexed. The API refuses every admin route to anyone but an operator; this frame only
 * asks for a signed-in user and lets the pages say 'Operators only' when the API refuses.
 */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#admin-content"
        className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-sm font-semibold text-muted-foreground">Operations</span>
          </div>
          <nav aria-label="Operations" className="flex flex-wrap gap-1">
            {sections.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
                  )
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main id="admin-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      </main>
      <ScrollRestoration />
    </div>
  );
}
