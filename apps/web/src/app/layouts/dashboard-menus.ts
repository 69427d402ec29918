import { Building2, CalendarCheck, CalendarDays, Landmark, LayoutDashboard, UserRound } from 'lucide-react';
import { paths } from '../../config/paths';
import type { NavItem } from './nav-items';

export type DashboardMenu = { title: string; items: Required<NavItem>[] };

/** Product section 2 'Dashboard layout': the owner's sidebar, plus their bookings. */
export const ownerMenu: DashboardMenu = {
  title: 'Owner menu',
  items: [
    { to: paths.owner.dashboard, label: 'Dashboard', icon: LayoutDashboard },
    { to: paths.owner.listings, label: 'My Listings', icon: Building2 },
    // Not in the spec's menu: answering requests needs a page of its own (architecture section 2).
    { to: paths.owner.bookings, label: 'Bookings', icon: CalendarCheck },
    { to: '/owner/payouts', label: 'Payouts', icon: Landmark },
    { to: paths.owner.profile, label: 'Profile', icon: UserRound },
  ],
};

/** Product section 2 'Dashboard layout': the filmmaker's sidebar. */
export const filmmakerMenu: DashboardMenu = {
  title: 'Filmmaker menu',
  items: [
    { to: paths.filmmaker.dashboard, label: 'Dashboard', icon: LayoutDashboard },
    { to: paths.filmmaker.bookings, label: 'My Bookings', icon: CalendarDays },
    { to: paths.filmmaker.profile, label: 'Profile', icon: UserRound },
  ],
};
