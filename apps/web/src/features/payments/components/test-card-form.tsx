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

  return (
    <form noValidate onSubmit={submit} aria-labelledby="pay-with-card" className="grid gap-5">
      <h1 id="pay-with-card" className="text-xl font-semibold">
        Pay with card
      </h1>
      <TestCardHint onUse={(number) => set('cardNumber', formatCardNumber(number))} />
      <TextField
        label="Card number"
        value={card.cardNumber}
        onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={fieldError('cardNumber')}
        disabled={busy}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiration date"
          value={card.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value, card.expiry))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={fieldError('expiry')}
          disabled={busy}
        />
        <TextField
          label="Security code"
          value={card.cvc}
          onChange={(event) => set('cvc', formatCvc(event.target.value))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          error={fieldError('cvc')}
          disabled={busy}
        />
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
