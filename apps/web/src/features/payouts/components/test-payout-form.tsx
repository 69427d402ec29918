import {
  ACCOUNT_HOLDER_MISSING,
  ACCOUNT_NUMBER,
  ACCOUNT_NUMBER_INVALID,
  ROUTING_NUMBER,
  ROUTING_NUMBER_INVALID,
} from '@setspot/domain/payments/payout-form-rules';
import type { TestPayoutAccount } from '@setspot/domain/payments/payout-schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSetUpTestPayouts } from '../api/set-up-test-payouts';

type Errors = Partial<Record<keyof TestPayoutAccount, string>>;

/**
 * The built-in test payout account (embedded default, like the built-in test checkout): the bank
 * details are checked by SetSpot's test provider with Stripe's test numbers, never a real bank.
 */
export function TestPayoutForm({ submitLabel }: { submitLabel: string }) {
  const mutation = useSetUpTestPayouts();
  const [errors, setErrors] = useState<Errors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof TestPayoutAccount) => String(form.get(name) ?? '').trim();
    const account = {
      accountHolder: value('accountHolder'),
      routingNumber: value('routingNumber'),
      accountNumber: value('accountNumber'),
    };
    // The server's rules (payout-schemas.ts), checked here without loading zod into the page.
    const next: Errors = {};
    if (account.accountHolder.length < 2) next.accountHolder = ACCOUNT_HOLDER_MISSING;
    if (!ROUTING_NUMBER.test(account.routingNumber)) next.routingNumber = ROUTING_NUMBER_INVALID;
    if (!ACCOUNT_NUMBER.test(account.accountNumber)) next.accountNumber = ACCOUNT_NUMBER_INVALID;
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate(account);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test payout account" className="grid gap-4">
      <Alert>
        <p>
          Test mode: no real bank is used. Routing <strong>110000000</strong> with account{' '}
          <strong>000123456789</strong> is verified; <strong>000111111113</strong> fails verification;{' '}
          <strong>000111111116</strong> is verified but its payouts fail.
        </p>
      </Alert>
      <TextField
        label="Account holder"
        name="accountHolder"
        autoComplete="name"
        error={errors.accountHolder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Routing number"
          name="routingNumber"
          inputMode="numeric"
          error={errors.routingNumber}
        />
        <TextField
          label="Account number"
          name="accountNumber"
          inputMode="numeric"
          error={errors.accountNumber}
        />
      </div>
      {mutation.error ? <Alert variant="destructive">{errorMessage(mutation.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Verifying…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
