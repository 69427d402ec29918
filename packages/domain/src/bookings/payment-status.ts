import { z } from 'zod';

/**
 * architecture section 2: card authorised at request (manual capture), captured on approval, released on
 * rejection or expiry, refunded by policy on cancellation.
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'authorized',
  'paid',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
