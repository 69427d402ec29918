import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useUnreadCount } from '../../features/messaging/api/get-conversations';
import { useMessageStream } from '../../features/messaging/api/message-stream';
import { useSession } from '../../lib/auth/get-me';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

export function TopBar() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const userId = session.user?.id;
  // One message stream per tab while signed in: live unread count, threads and read receipts.
  useMessageStream(userId ?? null);
  // Below 1280 px 'Messages' and its count sit behind the menu button: the button carries the count.
  const unread = useUnreadCount(Boolean(userId));
  const unreadText = unread === 1 ? ', 1 unread message' : unread > 1 ? `, ${unread} unread messages` : '';
  // Any navigation, and signing in or out, closes the mobile menu (its links also close it at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and userId are triggers, not inputs.
  useEffect(() => setMenuOpen(false), [pathname, userId]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Logo />
        <DesktopNav session={session} />
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="relative ml-auto xl:hidden [&_svg]:size-6"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : `Open menu${unreadText}`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {unread > 0 && !menuOpen ? (
            <span
              aria-hidden="true"
              data-testid="menu-unread-badge"
              className="absolute top-0.5 right-0 min-w-5 rounded-full bg-primary px-1 text-center text-[0.6875rem] font-semibold leading-5 text-primary-foreground ring-2 ring-surface"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </div>
      {menuOpen ? (
        <MobileMenu id={MOBILE_MENU_ID} session={session} onNavigate={() => setMenuOpen(false)} />
      ) : null}
    </header>
  );
}
