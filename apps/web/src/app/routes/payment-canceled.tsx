import { useSearchParams } from 'react-router';
import { PaymentCanceledPage } from '../../features/bookings/components/payment-canceled-page';
import { RequireAuth } from '../../lib/auth/require-auth';

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
