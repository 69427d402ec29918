import { ComingSoon } from '../../components/coming-soon';

export function OwnerListingsRoute() {
  return <ComingSoon title="My Listings" />;
}
