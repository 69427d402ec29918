import { useParams } from 'react-router';
import { TestCheckoutPage } from '../../features/payments/components/test-checkout-page';

/** /test-checkout/{sessionId}: outside the app's layout, as a payment provider's page would be. */
export function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  return <TestCheckoutPage key={sessionId} sessionId={sessionId} />;
}
