import { SIDEBAR_WIDTH_MOBILE } from '@setspot/domain/common/constants';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet';
import type { DashboardMenu } from './dashboard-menus';
import { SidebarMenu } from './dashboard-sidebar-menu';

type SidebarSheetProps = {
  id: string;
  menu: DashboardMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The sidebar on phones: an 18rem sheet over the page (a modal dialog underneath). */
export function SidebarSheet({ id, menu, open, onOpenChange }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={id} style={{ width: SIDEBAR_WIDTH_MOBILE }} aria-describedby={undefined}>
        <SheetTitle className="px-4 pt-5 pb-2">{menu.title}</SheetTitle>
        <SidebarMenu menu={menu} collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
