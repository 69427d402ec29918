import { paths } from '../../config/paths';
import { SettingsPage } from '../../features/profile/components/settings-page';
import { useSession } from '../../lib/auth/get-me';

/** /owner/profile/settings and /filmmaker/profile/settings: saving leads back to the own profile. */
export function ProfileSettingsRoute() {
  const { user } = useSession();
  const profilePath = user?.userType === 'owner' ? paths.owner.profile : paths.filmmaker.profile;
  return <SettingsPage profilePath={profilePath} />;
}
