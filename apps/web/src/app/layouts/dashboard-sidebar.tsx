import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from '@setspot/domain/common/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { DashboardMenu } from './dashboard-menus';
import { SidebarMenu } from './dashboard-sidebar-menu';
import { useSidebar } from './dashboard-sidebar-state';

// The phone's sheet brings Radix's dialog (focus trap, scroll lock: about 9 KB gzipped). Wide screens
// never need it, and a phone needs it only once the menu button is pressed: it is fetched when a phone
// is idle after the page has loaded, and drawn from the first opening on.
const loadSidebarSheet = () => import('./dashboard-sidebar-sheet');
const SidebarSheet = lazy(() => loadSidebarSheet().then((module) => ({ default: module.SidebarSheet })));

export const SIDEBAR_ID = 'dashboard-sidebar';

/** Product section 2 and 9: 16rem beside the page, 3rem of icons when collapsed, an 18rem sheet on phones. */
export function DashboardSidebar({ menu }: { menu: DashboardMenu }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (openMobile) setEverOpened(true);
  }, [openMobile]);
  useEffect(() => {
    if (isMobile) whenIdle(() => void loadSidebarSheet().catch(() => {}));
  }, [isMobile]);
  if (isMobile) {
    if (!openMobile && !everOpened) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet id={SIDEBAR_ID} menu={menu} open={openMobile} onOpenChange={setOpenMobile} />
      </Suspense>
    );
  }
  // The column (background and border) runs the page's whole height down to the footer; the menu in
  // it stays in view while the page scrolls. Hidden on phones by CSS too: the server, which cannot
  // tell a phone, draws the column, and the phone keeps it out of sight until the app takes over.
  return (
    <div
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className="shrink-0 border-r border-border bg-muted/40 transition-[width] duration-200 motion-reduce:transition-none max-sm:hidden"
    >
      <aside
        id={SIDEBAR_ID}
        data-state={open ? 'expanded' : 'collapsed'}
        className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto overflow-x-hidden"
      >
        <SidebarMenu menu={menu} collapsed={!open} />
      </aside>
    </div>
  );
}
