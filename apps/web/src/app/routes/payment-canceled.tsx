import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { PaymentCanceledPage } from '../../features/bookings/components/payment-canceled-page';

/** The payment cancel return: /payment-canceled?booking_id={id}. */
export function PaymentCanceledRoute() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id') ?? '';
  return (
    <RequireAuth>
      <PaymentCanceledPage key={bookingId} bookingId={bookingId} />
    </RequireAuth>
  );
}
