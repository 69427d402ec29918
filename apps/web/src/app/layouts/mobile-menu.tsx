import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { MessagesNavLabel } from '../../features/messaging/components/messages-nav-label';
import type { Session } from '../../lib/auth/get-me';
import { cn } from '../../lib/cn';
import { AuthArea } from './auth-area';
import { filmmakerMenuItems, type NavItem, ownerNavItems, primaryNavItems } from './nav-items';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-muted [&_svg]:size-5',
    isActive ? 'bg-primary-soft text-primary' : 'text-foreground',
  );

type MobileMenuProps = { id: string; session: Session; onNavigate: () => void };

/** The panel the menu button opens below the desktop breakpoint. */
export function MobileMenu({ id, session, onNavigate }: MobileMenuProps) {
  const { user } = session;
  const accountItems: NavItem[] = user
    ? [
        { to: paths.messaging, label: 'Messages', icon: MessageSquare },
        { to: paths.boards, label: 'Boards' },
        ...(user.userType === 'filmmaker' ? filmmakerMenuItems : ownerNavItems),
      ]
    : [];
  return (
    <div id={id} className="border-t border-border bg-surface xl:hidden">
      <nav aria-label="Main" className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:px-6">
        <MenuList items={primaryNavItems} onNavigate={onNavigate} />
        {accountItems.length > 0 ? (
          <div className="grid gap-1 border-t border-border pt-4">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {user?.userType === 'filmmaker' ? 'Dashboard' : 'Your account'}
            </p>
            <MenuList items={accountItems} onNavigate={onNavigate} />
          </div>
        ) : null}
        <div className="border-t border-border pt-4">
          <AuthArea session={session} stacked />
        </div>
      </nav>
    </div>
  );
}

function MenuList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="grid gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={itemClasses} onClick={onNavigate}>
            {Icon ? <Icon aria-hidden="true" /> : null}
            {to === paths.messaging ? <MessagesNavLabel signedIn /> : label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
