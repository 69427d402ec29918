import { z } from 'zod';
import { calendarDateSchema, idSchema, instantSchema, moneySchema } from '../common/common-schemas.ts';
import {
  ACCOUNT_HOLDER_MISSING,
  ACCOUNT_NUMBER,
  ACCOUNT_NUMBER_INVALID,
  ROUTING_NUMBER,
  ROUTING_NUMBER_INVALID,
} from './payout-form-rules.ts';

/** Status shown plainly: not set up / pending verification / active / action needed. */
export const payoutSetupStatusSchema = z.enum([
  'not_set_up',
  'pending_verification',
  'active',
  'action_needed',
]);
export type PayoutSetupStatus = z.infer<typeof payoutSetupStatusSchema>;

/** The built-in test payout account form (the embedded default; never in production or with Stripe). */
export const testPayoutAccountSchema = z.object({
  accountHolder: z.string().trim().min(2, ACCOUNT_HOLDER_MISSING).max(100),
  routingNumber: z.string().trim().regex(ROUTING_NUMBER, ROUTING_NUMBER_INVALID),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER, ACCOUNT_NUMBER_INVALID),
});
export type TestPayoutAccount = z.infer<typeof testPayoutAccountSchema>;

export const payoutItemSchema = z.object({
  bookingId: idSchema,
  title: z.string(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  gross: moneySchema,
  fee: moneySchema,
  net: moneySchema,
});

export const payoutSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  status: z.enum(['in_transit', 'paid', 'failed']),
  createdAt: instantSchema,
  paidAt: instantSchema.nullable(),
  failedAt: instantSchema.nullable(),
  items: z.array(payoutItemSchema),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/owner/payouts: where the owner stands, from the ledger. */
export const ownerPayoutsSchema = z.object({
  status: payoutSetupStatusSchema,
  /** How this server sets payouts up: the built-in test form, Stripe onboarding, or not at all. */
  setup: z.enum(['test', 'stripe', 'unavailable']),
  account: z
    .object({
      accountHolder: z.string().nullable(),
      bankLast4: z.string().nullable(),
      requirement: z.string().nullable(),
    })
    .nullable(),
  balance: z.object({ upcoming: moneySchema, pending: moneySchema, paid: moneySchema }),
  platformFeePercent: z.number(),
  payouts: z.array(payoutSchema),
});
export type OwnerPayouts = z.infer<typeof ownerPayoutsSchema>;

/** GET /api/payments/fees: the fees new bookings are made under. */
export const feesSchema = z.object({ serviceFeePercent: z.number(), platformFeePercent: z.number() });
export type Fees = z.infer<typeof feesSchema>;
