import { ComingSoon } from '../../components/coming-soon';

export function PaymentCanceledRoute() {
  return <ComingSoon title="Payment Canceled" />;
}
