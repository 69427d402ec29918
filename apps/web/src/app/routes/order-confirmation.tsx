import { useSearchParams } from 'react-router';
import { OrderConfirmationPage } from '../../features/bookings/components/order-confirmation-page';
import { RequireAuth } from '../../lib/auth/require-auth';

/** The payment success return: /order-confirmation?booking_id={id}. */
export function OrderConfirmationRoute() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id') ?? '';
  return (
    <RequireAuth>
      <OrderConfirmationPage key={bookingId} bookingId={bookingId} />
    </RequireAuth>
  );
}
