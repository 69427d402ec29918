import { z } from 'zod';
import { calendarDateSchema, idSchema, moneySchema } from '../common/common-schemas.ts';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from './payment-texts.ts';
import { TEST_CARDS } from './test-card-numbers.ts';

export type TestCardResult = 'authorized' | 'declined' | 'insufficient_funds';

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Card numbers carry a Luhn check digit: a mistyped number fails it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the test checkout does with a well-formed number. Like Stripe's test mode, a number that is
 * not one of its test cards is declined. */
export function testCardResult(cardNumber: string): TestCardResult {
  const digits = cardDigits(cardNumber);
  if (digits === TEST_CARDS.authorizes) return 'authorized';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'declined';
}

/** 'MM / YY' (also 'MM/YY' or 'MM / YYYY') → month and four-digit year, or null. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}

/** POST /api/payments/test/sessions/{id}/pay. Whether the expiry is past needs the clock: the service. */
export const testCardPaymentSchema = z.object({
  cardNumber: z
    .string({ error: CARD_NUMBER_INVALID })
    .refine((value) => passesLuhn(cardDigits(value)), CARD_NUMBER_INVALID),
  expiry: z
    .string({ error: CARD_EXPIRY_INVALID })
    .refine((value) => parseCardExpiry(value) !== null, CARD_EXPIRY_INVALID),
  cvc: z.string({ error: CARD_CVC_INVALID }).regex(/^\s*\d{3,4}\s*$/, CARD_CVC_INVALID),
  name: z.string().trim().max(200).optional(),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

/** GET /api/payments/test/sessions/{id}: what the hosted-looking page shows. */
export const testCheckoutSessionResponseSchema = z.object({
  session: z.object({
    id: z.string(),
    bookingId: idSchema,
    /** What the card is charged: the booking fee plus the service fee. */
    amount: moneySchema,
    serviceFee: moneySchema,
    currency: z.literal('usd'),
    locationTitle: z.string(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    /** The listing takes Instant Book (ADR 0039): paying confirms the booking and charges the card. */
    instantBook: z.boolean(),
    status: z.enum(CHECKOUT_SESSION_STATUSES),
    successUrl: z.string(),
    cancelUrl: z.string(),
  }),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionResponseSchema>['session'];

export const testPaymentResultSchema = z.object({ redirectUrl: z.string() });
