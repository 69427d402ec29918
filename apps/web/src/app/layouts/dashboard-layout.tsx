import { PanelLeft } from 'lucide-react';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth/get-me';
import { filmmakerMenu, ownerMenu } from './dashboard-menus';
import { DashboardSidebar, SIDEBAR_ID } from './dashboard-sidebar';
import { SidebarProvider, useSidebar } from './dashboard-sidebar-state';

/**
 * Product section 2 'Dashboard layout': the owner and filmmaker areas. The menu follows the account
 * type, so a shared screen (profile, settings) keeps the menu its user knows.
 */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <SidebarProvider>
        <DashboardFrame />
      </SidebarProvider>
    </RequireAuth>
  );
}

function DashboardFrame() {
  const { user } = useSession();
  const menu = user?.userType === 'owner' ? ownerMenu : filmmakerMenu;
  return (
    <div className="flex flex-1">
      <DashboardSidebar menu={menu} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-12 items-center gap-2 border-b border-border px-2 sm:px-4">
          <SidebarTrigger />
          <span className="text-sm font-medium text-muted-foreground">
            {user?.userType === 'owner' ? 'Owner area' : 'Filmmaker area'}
          </span>
        </div>
        <Outlet />
      </div>
    </div>
  );
}

function SidebarTrigger() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle Sidebar"
      // The phone sheet is not in the page while closed, so it is only referenced once open.
      aria-controls={isMobile && !openMobile ? undefined : SIDEBAR_ID}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle Sidebar (Ctrl+B)"
      onClick={toggle}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
