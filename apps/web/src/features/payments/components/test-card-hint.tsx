import { TEST_CARDS } from '@setspot/domain/payments/test-card-numbers';
import { formatCardNumber } from '../lib/card-format';

const CARDS = [
  { number: TEST_CARDS.authorizes, result: 'Payment succeeds' },
  { number: TEST_CARDS.declined, result: 'Card declined' },
  { number: TEST_CARDS.insufficientFunds, result: 'Insufficient funds' },
];

/** The test cards, as a provider's test mode lists them; each can be filled in with one press. */
export function TestCardHint({ onUse }: { onUse: (number: string) => void }) {
  return (
    <section
      aria-labelledby="test-cards"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h2 id="test-cards" className="font-semibold text-amber-950">
        Test cards
      </h2>
      <ul className="grid gap-1">
        {CARDS.map(({ number, result }) => (
          <li key={number} className="flex flex-wrap items-center justify-between gap-x-3">
            <button
              type="button"
              onClick={() => onUse(number)}
              className="font-mono text-amber-950 underline decoration-dotted underline-offset-2"
              aria-label={`Use test card ${formatCardNumber(number)}: ${result}`}
            >
              {formatCardNumber(number)}
            </button>
            <span className="text-amber-900">{result}</span>
          </li>
        ))}
      </ul>
      <p className="text-amber-900">Any future expiry date, any 3-digit security code and any name.</p>
    </section>
  );
}
