import { ChevronDown, MessageSquare } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { MessagesNavLabel } from '../../features/messaging/components/messages-nav-label';
import type { Session } from '../../lib/auth/get-me';
import { cn } from '../../lib/cn';
import { AuthArea } from './auth-area';
import { ownerNavItems, primaryNavItems } from './nav-items';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

// The drop-down (Radix menu and its positioning engine) is only fetched for signed-in filmmakers.
const FilmmakerMenu = lazy(() =>
  import('./filmmaker-menu').then((module) => ({ default: module.FilmmakerMenu })),
);

/** The top bar from 1280 px up (an owner's buttons need that width); below it the mobile menu has the links. */
export function DesktopNav({ session }: { session: Session }) {
  const { user } = session;
  return (
    <div className="hidden flex-1 items-center gap-2 xl:flex">
      <nav aria-label="Main" className="flex items-center gap-1">
        {primaryNavItems.map(({ to, label }) => (
          <NavLink key={to} to={to} className={linkClasses}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex items-center gap-2">
        {user ? (
          <NavLink
            to={paths.messaging}
            className={(state) => cn(linkClasses(state), 'flex items-center gap-1.5')}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            <MessagesNavLabel signedIn />
          </NavLink>
        ) : null}
        {user?.userType === 'filmmaker' ? (
          <Suspense
            fallback={
              <Button variant="outline" disabled>
                Dashboard
                <ChevronDown aria-hidden="true" />
              </Button>
            }
          >
            <FilmmakerMenu />
          </Suspense>
        ) : null}
        {user?.userType === 'owner'
          ? ownerNavItems.map(({ to, label }) => (
              <Link key={to} to={to} className={buttonClasses({ variant: 'outline' })}>
                {label}
              </Link>
            ))
          : null}
        <AuthArea session={session} />
      </div>
    </div>
  );
}
