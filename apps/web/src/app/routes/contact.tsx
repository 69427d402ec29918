import { ComingSoon } from '../../components/coming-soon';

export function ContactRoute() {
  return <ComingSoon title="Contact Us" />;
}
