import { ComingSoon } from '../../components/coming-soon';

export function MessagingRoute() {
  return <ComingSoon title="Messages" />;
}
