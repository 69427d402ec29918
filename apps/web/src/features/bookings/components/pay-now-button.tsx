import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { usePayForBooking } from '../api/request-checkout';

/** A pending request nobody has paid for yet: back to the payment page. */
export function PayNowButton({ bookingId, label }: { bookingId: string; label: string }) {
  const pay = usePayForBooking();
  const busy = pay.isPending || pay.isSuccess;
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={`Pay now for ${label}`}
      onClick={() =>
        pay.mutate(bookingId, {
          onError: (error) =>
            showToast((toast) => toast.error(`Could not open the payment page: ${errorMessage(error)}`)),
        })
      }
    >
      <CreditCard aria-hidden="true" />
      {busy ? 'Opening payment...' : 'Pay now'}
    </Button>
  );
}
