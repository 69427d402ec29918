import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { DashboardMenu } from './dashboard-menus';

type SidebarMenuProps = { menu: DashboardMenu; collapsed: boolean; onNavigate?: () => void };

/** The dashboard's links: beside the page on wide screens, in a sheet on phones. */
export function SidebarMenu({ menu, collapsed, onNavigate }: SidebarMenuProps) {
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
