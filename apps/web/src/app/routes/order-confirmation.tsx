import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { OrderConfirmationPage } from '../../features/bookings/components/order-confirmation-page';

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
