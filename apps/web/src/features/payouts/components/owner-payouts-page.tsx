import type { OwnerPayouts } from '@setspot/domain/payments/payout-schemas';
import { useState } from 'react';
import { ListLoading } from '../../../components/list-loading';
import { PageHeading } from '../../../components/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnerPayouts } from '../api/get-owner-payouts';
import { SETUP_STATUS_TEXT } from '../lib/payout-texts';
import { PayoutsList } from './payouts-list';
import { StripeOnboarding } from './stripe-onboarding';
import { TestPayoutForm } from './test-payout-form';

/** /owner/payouts: where the owner's money stands, all of it from the ledger. */
export function OwnerPayoutsPage() {
  useDocumentTitle('Payouts');
  const query = useOwnerPayouts();
  const data = query.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading
        title="Payouts"
        description={
          data
            ? `What your bookings earn after SetSpot's ${data.platformFeePercent}% fee, paid 24 hours after each shoot.`
            : 'What your bookings earn, paid 24 hours after each shoot.'
        }
        action={
          data && data.payouts.length > 0 ? (
            <a
              href="/api/owner/payouts/statement.csv"
              download
              className={buttonClasses({ variant: 'outline' })}
            >
              Download CSV
            </a>
          ) : null
        }
      />
      {query.isPending ? <ListLoading rows={3} rowClassName="h-28" /> : null}
      {query.error ? (
        <Alert variant="destructive">
          Your payouts could not be loaded: {errorMessage(query.error)}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Alert>
      ) : null}
      {data ? (
        <>
          <PayoutAccount data={data} />
          <section aria-labelledby="balance-heading" className="grid gap-3">
            <h2 id="balance-heading" className="text-lg font-semibold">
              Balance
            </h2>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Amount
                term="Upcoming"
                value={data.balance.upcoming}
                note="Confirmed bookings not yet finished"
              />
              <Amount term="Pending" value={data.balance.pending} note="Finished, waiting to be paid out" />
              <Amount term="Paid" value={data.balance.paid} note="Sent to your bank" />
            </dl>
          </section>
          <section aria-labelledby="payouts-heading" className="grid gap-3">
            <h2 id="payouts-heading" className="text-lg font-semibold">
              Payouts
            </h2>
            <PayoutsList payouts={data.payouts} />
          </section>
        </>
      ) : null}
    </div>
  );
}

function Amount({ term, value, note }: { term: string; value: number; note: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-2xl font-bold">{formatMoney(value)}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

const statusBadge = {
  not_set_up: 'outline',
  pending_verification: 'secondary',
  active: 'success',
  action_needed: 'destructive',
} as const;

function PayoutAccount({ data }: { data: OwnerPayouts }) {
  const [changing, setChanging] = useState(false);
  const needsForm = data.status === 'not_set_up' || data.status === 'action_needed' || changing;
  return (
    <section
      aria-labelledby="account-heading"
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="account-heading" className="text-lg font-semibold">
          Payout account
        </h2>
        <Badge variant={statusBadge[data.status]}>{SETUP_STATUS_TEXT[data.status]}</Badge>
      </div>
      {data.account?.requirement ? <Alert variant="destructive">{data.account.requirement}</Alert> : null}
      {data.account && data.status !== 'not_set_up' ? (
        <p className="text-sm">
          Paid to {data.account.accountHolder ?? 'your account'}, bank account ending{' '}
          {data.account.bankLast4 ?? '····'}.
        </p>
      ) : null}
      {data.setup === 'test' && needsForm ? (
        <TestPayoutForm submitLabel={data.status === 'not_set_up' ? 'Set up payouts' : 'Save bank details'} />
      ) : null}
      {data.setup === 'test' && !needsForm ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            Change bank details
          </Button>
        </div>
      ) : null}
      {data.setup === 'stripe' ? <StripeOnboarding status={data.status} /> : null}
      {data.setup === 'unavailable' && data.status === 'not_set_up' ? (
        <p className="text-sm text-muted-foreground">
          Payouts cannot be set up on this server yet. Your earnings are kept for you in the meantime.
        </p>
      ) : null}
    </section>
  );
}
