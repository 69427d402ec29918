/**
 * The built-in test checkout (architecture section 1: payments default) behaves like Stripe's test mode:
 * these numbers, any future expiry, any 3 or 4 digit security code. Apart from the schemas in
 * test-cards.ts, so that the checkout page shows them without loading zod.
 */
export const TEST_CARDS = {
  authorizes: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;
