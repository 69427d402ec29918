import { OWNER_ACCOUNT_REQUIRED } from '@setspot/domain/listings/owner-listings-texts';
import { Building2, Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth/get-me';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from './ui/button';

type AccountType = 'owner' | 'filmmaker';

// What each kind of account is told on the other kind's screens, and where it is sent instead.
const NOTICES = {
  owner: {
    Icon: Building2,
    requirement: OWNER_ACCOUNT_REQUIRED,
    explanation:
      'You are signed in with a filmmaker account. Listing a space needs a property owner account.',
    link: { to: paths.search, label: 'Browse Locations' },
  },
  filmmaker: {
    Icon: Clapperboard,
    requirement: 'This page is for filmmaker accounts.',
    explanation:
      'You are signed in with a property owner account. Booking requests for your listings are in your owner area.',
    link: { to: paths.owner.bookings, label: 'Booking Requests' },
  },
} as const;

type AccountTypeOnlyProps = { accountType: AccountType; title: string; children: ReactNode };

/**
 * Screens of one kind of account (the owner's listing wizard and dashboard, the filmmaker's dashboard
 * and bookings) opened by the other kind: a clear answer and the way to their own area instead of a
 * screen the server would refuse. Put it inside RequireAuth, which handles signed-out visitors.
 */
export function AccountTypeOnly({ accountType, title, children }: AccountTypeOnlyProps) {
  const { user } = useSession();
  if (!user || user.userType === accountType) return children;
  return <AccountTypeNotice accountType={accountType} title={title} />;
}

function AccountTypeNotice({ accountType, title }: { accountType: AccountType; title: string }) {
  useDocumentTitle(title);
  const { Icon, requirement, explanation, link } = NOTICES[accountType];
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg font-medium">{requirement}</p>
      <p className="text-muted-foreground">{explanation}</p>
      <Link to={link.to} className={buttonClasses({})}>
        {link.label}
      </Link>
    </div>
  );
}
