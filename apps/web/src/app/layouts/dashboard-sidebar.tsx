import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@setspot/domain/shared/constants';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import type { DashboardMenu } from './dashboard-menus';
import { useSidebar } from './dashboard-sidebar-state';

export const SIDEBAR_ID = 'dashboard-sidebar';

/** Spec section 2 and 9: 16rem beside the page, 3rem of icons when collapsed, an 18rem sheet on phones. */
export function DashboardSidebar({ menu }: { menu: DashboardMenu }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent id={SIDEBAR_ID} style={{ width: SIDEBAR_WIDTH_MOBILE }} aria-describedby={undefined}>
          <SheetTitle className="px-4 pt-5 pb-2">{menu.title}</SheetTitle>
          <SidebarMenu menu={menu} collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className="sticky top-16 h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto overflow-x-hidden border-r border-border bg-muted/40 transition-[width] duration-200 motion-reduce:transition-none"
    >
      <SidebarMenu menu={menu} collapsed={!open} />
    </aside>
  );
}

type SidebarMenuProps = { menu: DashboardMenu; collapsed: boolean; onNavigate?: () => void };

function SidebarMenu({ menu, collapsed, onNavigate }: SidebarMenuProps) {
  return (
    <nav aria-label={menu.title} className={cn('py-3', collapsed ? 'px-1.5' : 'px-3')}>
      <ul className="grid gap-1">
        {menu.items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              // Collapsed, only the icon shows: the hover title gives sighted users the name too.
              title={collapsed ? label : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-3 rounded-md text-sm font-medium transition-colors hover:bg-muted [&_svg]:size-5 [&_svg]:shrink-0',
                  collapsed ? 'justify-center px-0' : 'px-3',
                  isActive ? 'bg-primary-soft text-primary' : 'text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
