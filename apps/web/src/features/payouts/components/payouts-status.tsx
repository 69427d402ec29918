import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { SET_UP_PAYOUTS_TO_GET_PAID } from '@setspot/domain/payments/payout-texts';
import { Link } from 'react-router';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useOwnerPayouts } from '../api/get-owner-payouts';

/**
 * On the owner's dashboard and bookings: an owner may list and approve before payouts are set up,
 * and is told plainly that their money waits for them. Nothing shows once payouts are active. The
 * pages ask for the payouts with their own data and show it in the same paint: arriving after them,
 * it pushed the page down (CLS 0.17 on the dashboard at phone width).
 */
function SetUpPayoutsNotice({ payouts: data }: { payouts: OwnerPayouts | undefined }) {
  if (
    !data ||
    data.status === 'active' ||
    data.status === 'pending_verification' ||
    data.setup === 'unavailable'
  )
    return null;
  return (
    <Alert variant="warning">
      <AlertTitle>{SET_UP_PAYOUTS_TO_GET_PAID}</AlertTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          {data.status === 'action_needed'
            ? data.setup === 'stripe'
              ? `Stripe needs something before it can pay you: ${data.account?.requirement ?? 'finish setting up'}.`
              : 'A payout could not be sent. Check your bank details so your earnings reach you.'
            : 'Your earnings wait safely with SetSpot until you add a bank account.'}
        </p>
        <Link to="/owner/payouts" className={buttonClasses({ size: 'sm' })}>
          Set up payouts
        </Link>
      </div>
    </Alert>
  );
}

/** For a page that shows the notice above its own data: the notice, and whether to wait for it. */
export function usePayoutsNotice() {
  const payouts = useOwnerPayouts();
  return { notice: <SetUpPayoutsNotice payouts={payouts.data} />, noticePending: payouts.isPending };
}
