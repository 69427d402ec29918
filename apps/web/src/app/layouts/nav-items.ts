import { CalendarDays, LayoutDashboard, type LucideIcon, UserRound } from 'lucide-react';
import { paths } from '../../config/paths';

export type NavItem = { to: string; label: string; icon?: LucideIcon };

export const primaryNavItems: NavItem[] = [
  { to: paths.search, label: 'Browse Locations' },
  { to: paths.info.howItWorks, label: 'How It Works' },
  { to: paths.listProperty, label: 'List Your Space' },
  { to: paths.contact, label: 'Contact' },
];

/** Spec 'Top bar': the filmmaker's Dashboard drop-down. */
export const filmmakerMenuItems: NavItem[] = [
  { to: paths.filmmaker.dashboard, label: 'Filmmaker Dashboard', icon: LayoutDashboard },
  { to: paths.filmmaker.bookings, label: 'My Bookings', icon: CalendarDays },
  { to: paths.filmmaker.profile, label: 'Profile', icon: UserRound },
];

/** Spec 'Top bar': the owner's buttons. */
export const ownerNavItems: NavItem[] = [
  { to: paths.owner.dashboard, label: 'Owner Dashboard' },
  { to: paths.owner.listings, label: 'My Listings' },
];
