import { type TestPayoutAccount, testPayoutAccountSchema } from '@setspot/domain/payments/payout-schemas';
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
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = testPayoutAccountSchema.safeParse(data);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof TestPayoutAccount] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test payout account" className="grid gap-4">
      <Alert>
        Test mode: no real bank is used. Routing <strong>110000000</strong> with account{' '}
        <strong>000123456789</strong> is verified; <strong>000111111113</strong> fails verification;{' '}
        <strong>000111111116</strong> is verified but its payouts fail.
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
