import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useStartStripeOnboarding } from '../api/start-stripe-onboarding';

const LABEL: Record<OwnerPayouts['status'], string> = {
  not_set_up: 'Set up payouts',
  action_needed: 'Continue with Stripe',
  pending_verification: 'Review your details with Stripe',
  active: 'Update your details with Stripe',
};

/**
 * With Stripe configured: 'Set up payouts' goes to Stripe's hosted onboarding (a Stripe Express
 * account), and comes back to this page; the same button takes an owner back when Stripe needs more.
 */
export function StripeOnboarding({ status }: { status: OwnerPayouts['status'] }) {
  const onboarding = useStartStripeOnboarding();
  return (
    <div className="grid gap-2">
      {status === 'not_set_up' ? (
        <p className="text-sm text-muted-foreground">
          Stripe, our payment partner, pays you. It asks for your bank account and checks your identity.
        </p>
      ) : null}
      {status === 'pending_verification' ? (
        <p className="text-sm text-muted-foreground">
          Stripe is checking your details. This usually takes minutes.
        </p>
      ) : null}
      {onboarding.error ? <Alert variant="destructive">{errorMessage(onboarding.error)}</Alert> : null}
      <div>
        <Button
          variant={status === 'active' ? 'outline' : 'default'}
          size="sm"
          disabled={onboarding.isPending || onboarding.isSuccess}
          onClick={() => onboarding.mutate()}
        >
          {LABEL[status]}
        </Button>
      </div>
    </div>
  );
}
