import { ComingSoon } from '../../components/coming-soon';

export function ProfileSettingsRoute() {
  return <ComingSoon title="Profile Settings" />;
}
