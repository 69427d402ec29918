import { ComingSoon } from '../../components/coming-soon';

export function OrderConfirmationRoute() {
  return <ComingSoon title="Booking Confirmation" />;
}
