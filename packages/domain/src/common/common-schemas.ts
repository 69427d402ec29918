import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';

/**
 * Building blocks shared by the entity and request schemas.
 *
 * Entity (response) schemas hold no defaults or transforms: fastify-type-provider-zod serialises with
 * z.encode, which refuses transforms and does not fill defaults. So the API hands over finished values
 * (instants as ISO strings, dollars as numbers) and the schema checks and strips. Request schemas may
 * trim, coerce and default freely, because they are parsed.
 */

/** Ids in answers: opaque text, so the contract does not promise a format to readers. */
export const idSchema = z.string().trim().min(1, 'An id is required').max(100);

export const INVALID_ID = 'Not a valid id';

/**
 * Every id a request names, in its path, query or body. All ids this server makes (listings,
 * bookings, conversations, messages, reviews, photos and accounts) are UUIDs, so anything else
 * names nothing: refused here, once, before any route or database sees it. Lower-cased, as stored.
 * `message` lets a path parameter answer in its route's words ('Location not found').
 */
export function uuidSchema(message: string = INVALID_ID) {
  return z.guid({ error: message }).toLowerCase();
}

export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { error: 'Please use a real date in the form YYYY-MM-DD' });

/** An instant as JSON carries it: ISO 8601 with Z or an offset (Date#toISOString). */
export const instantSchema = z.iso.datetime({ offset: true });

/** Dollars with at most two decimals (compute in cents, money.ts, and convert at the edge). */
export const moneySchema = z.number().nonnegative().multipleOf(0.01);

export const dateRangeSchema = z.object({ start: calendarDateSchema, end: calendarDateSchema });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** Optional free text in a request: trimmed, and blank or missing becomes null (stored as NULL). */
export function optionalTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}
