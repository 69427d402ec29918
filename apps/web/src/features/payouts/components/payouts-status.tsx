import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { SET_UP_PAYOUTS_TO_GET_PAID } from '@setspot/domain/payments/payout-texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';

// Loaded lazily by the dashboard and bookings screens, so it asks for the payouts itself (the same
// query as api/get-owner-payouts.ts) instead of sharing a module whose name every page would preload.
const useOwnerPayouts = () =>
  useQuery({
    queryKey: ['owner', 'payouts'],
    queryFn: ({ signal }) => apiFetch<OwnerPayouts>('/api/owner/payouts', { signal }),
  });

/**
 * On the owner's dashboard and bookings: an owner may list and approve before payouts are set up,
 * and is told plainly that their money waits for them. Nothing shows once payouts are active.
 */
export default function SetUpPayoutsNotice() {
  const { data } = useOwnerPayouts();
  if (
    !data ||
    data.status === 'active' ||
    data.status === 'pending_verification' ||
    data.setup === 'unavailable'
  )
    return null;
  return (
    <div className="px-4 pt-6 sm:px-6 lg:px-8">
      <Alert variant="warning" className="mx-auto w-full max-w-5xl">
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
    </div>
  );
}
