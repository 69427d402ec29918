import {
  CARD_CVC_INVALID,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
} from '@setspot/domain/payments/payment-texts';
import type { TestCheckoutSession } from '@setspot/domain/payments/test-cards';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { usePayTestCheckoutSession } from '../api/pay-test-checkout-session';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/card-format';
import { TestCardHint } from './test-card-hint';

type Field = 'cardNumber' | 'expiry' | 'cvc';

// The checkout's answers name the field they are about (Stripe's words): shown under that field.
const FIELD_OF_MESSAGE: Record<string, Field> = {
  [CARD_NUMBER_INVALID]: 'cardNumber',
  [CARD_EXPIRY_INVALID]: 'expiry',
  [CARD_CVC_INVALID]: 'cvc',
};

// The three numeric fields, formatted as they are typed.
const NUMERIC_FIELDS = {
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  expiry: { label: 'Expiration date', autoComplete: 'cc-exp', placeholder: 'MM / YY' },
  cvc: { label: 'Security code', autoComplete: 'cc-csc', placeholder: 'CVC' },
} as const;

/** Card number, expiry, security code and name; the API judges the card and says what is wrong. */
export function TestCardForm({ session }: { session: TestCheckoutSession }) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const pay = usePayTestCheckoutSession(session.id);
  // Once paid, the page is on its way back to SetSpot: stay busy until it leaves.
  const busy = pay.isPending || pay.isSuccess;
  const message = pay.error ? errorMessage(pay.error) : null;
  const field = message ? FIELD_OF_MESSAGE[message] : undefined;
  const fieldError = (name: Field) => (field === name && message ? message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ ...card, name: card.name.trim() });
  };
  const set = (name: keyof typeof card, value: string) => {
    pay.reset();
    setCard((current) => ({ ...current, [name]: value }));
  };
  const numericField = (name: Field, format: (value: string) => string) => (
    <TextField
      {...NUMERIC_FIELDS[name]}
      value={card[name]}
      onChange={(event) => set(name, format(event.target.value))}
      inputMode="numeric"
      error={fieldError(name)}
      disabled={busy}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="pay-with-card" className="grid gap-5">
      <h1 id="pay-with-card" className="text-xl font-semibold">
        Pay with card
      </h1>
      <TestCardHint onUse={(number) => set('cardNumber', formatCardNumber(number))} />
      {numericField('cardNumber', formatCardNumber)}
      <div className="grid grid-cols-2 gap-4">
        {numericField('expiry', (value) => formatExpiry(value, card.expiry))}
        {numericField('cvc', formatCvc)}
      </div>
      <TextField
        label="Name on card"
        value={card.name}
        onChange={(event) => set('name', event.target.value)}
        autoComplete="cc-name"
        disabled={busy}
      />
      {message && !field ? (
        <p
          role="alert"
          className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive-strong"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Processing...' : 'Pay'}
      </Button>
      <a
        href={session.cancelUrl}
        className="justify-self-center text-sm font-medium text-primary hover:underline"
      >
        Cancel and return to SetSpot
      </a>
    </form>
  );
}
