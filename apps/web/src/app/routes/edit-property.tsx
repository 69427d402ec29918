import { ComingSoon } from '../../components/coming-soon';

export function EditPropertyRoute() {
  return <ComingSoon title="Edit Your Property" />;
}
