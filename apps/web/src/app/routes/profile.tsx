import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { InlineLoading } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { LogOutButton } from '../../features/auth/components/log-out-button';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { RenterReviews } from '../../features/reviews/components/renter-reviews';
import { useSession } from '../../lib/auth/get-me';

// The account dialogs (their forms, react-hook-form, Radix's dialog: about 25 KB gzipped) are fetched
// as the profile is drawn, not before it: the profile shows at once, its account buttons a moment later.
const AccountActions = lazy(() =>
  import('../../features/account/components/account-actions').then((module) => ({
    default: module.AccountActions,
  })),
);

/**
 * /owner/profile and /filmmaker/profile. The actions come from the features that own them; account
 * actions (password, data, deletion) join 'Edit settings' and 'Log out' here.
 */
export function ProfileRoute() {
  const { user } = useSession();
  // The settings screen of the user's own account type, whichever profile path led here.
  const settingsPath = user?.userType === 'owner' ? paths.owner.settings : paths.filmmaker.settings;
  return (
    <ProfilePage
      extraSections={
        // What owners considering this filmmaker's requests read about them (two-way reviews, ADR 0015).
        user?.userType === 'filmmaker' ? (
          <RenterReviews
            renterId={user.id}
            renterName={`${user.firstName} ${user.lastName}`.trim()}
            headingLevel="h2"
          />
        ) : null
      }
      extraActions={
        <>
          <Link to={settingsPath} className={buttonClasses({})}>
            <Settings aria-hidden="true" />
            Edit Settings
          </Link>
          {user ? (
            <Suspense fallback={<InlineLoading label="Loading account actions..." />}>
              <AccountActions email={user.email} />
            </Suspense>
          ) : null}
          <LogOutButton />
        </>
      }
    />
  );
}
