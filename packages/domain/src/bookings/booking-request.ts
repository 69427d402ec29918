import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../common/calendar-date.ts';
import { calendarDateSchema, optionalTextSchema, uuidSchema } from '../common/common-schemas.ts';
import { DEFAULT_CREW_SIZE, MAX_BOOKING_DAYS, MIN_CREW_SIZE } from '../common/constants.ts';
import { readFormNumber } from '../common/form-values.ts';
import {
  BOOKING_TOO_LONG,
  CREW_SIZE_AT_LEAST_ONE,
  END_DATE_BEFORE_START_DATE,
  PLEASE_PROVIDE_A_REASON_FOR_REJECTION,
  PLEASE_SELECT_BOOKING_DATES,
} from './booking-texts.ts';

/** A sanity bound, so an absurd number is a clear 400 and never an integer overflow in the database. */
export const MAX_CREW_SIZE = 1000;

const bookingDateSchema = z
  .string({ error: PLEASE_SELECT_BOOKING_DATES })
  .min(1, PLEASE_SELECT_BOOKING_DATES)
  .pipe(calendarDateSchema);

/** Number inputs arrive as text from forms; blank means the default crew of one. */
const crewSizeSchema = z
  .union([z.number(), z.string()], { error: CREW_SIZE_AT_LEAST_ONE })
  .nullish()
  .transform((value, ctx) => {
    const crew = readFormNumber(value) ?? DEFAULT_CREW_SIZE;
    if (!Number.isInteger(crew) || crew < MIN_CREW_SIZE) {
      ctx.addIssue({ code: 'custom', message: CREW_SIZE_AT_LEAST_ONE });
      return z.NEVER;
    }
    if (crew > MAX_CREW_SIZE) {
      ctx.addIssue({ code: 'custom', message: `Crew size must be at most ${MAX_CREW_SIZE}` });
      return z.NEVER;
    }
    return crew;
  });

/** What is wrong with a range of real dates as a booking's (the booking panel says it too), or null. */
export function bookingDatesProblem(startDate: string, endDate: string): string | null {
  const days = daysBetween(startDate, endDate) + 1;
  if (days < 1) return END_DATE_BEFORE_START_DATE;
  if (days > MAX_BOOKING_DAYS) return BOOKING_TOO_LONG;
  return null;
}

/**
 * POST /api/bookings. There is no price field: the server prices the booking (pricing.ts), and any
 * price a client sends is dropped. A start in the past needs today's date, so the service checks it.
 */
export const bookingRequestSchema = z
  .object({
    locationId: uuidSchema(),
    startDate: bookingDateSchema,
    endDate: bookingDateSchema,
    projectDetails: optionalTextSchema(2000),
    crewSize: crewSizeSchema,
    specialRequests: optionalTextSchema(2000),
  })
  .superRefine((value, ctx) => {
    // zod still runs this when a date failed its own check; that date's message already says why.
    if (!isCalendarDate(value.startDate) || !isCalendarDate(value.endDate)) return;
    const problem = bookingDatesProblem(value.startDate, value.endDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** POST /api/bookings/{id}/reject. */
export const rejectBookingSchema = z.object({
  reason: z
    .string({ error: PLEASE_PROVIDE_A_REASON_FOR_REJECTION })
    .trim()
    .min(1, PLEASE_PROVIDE_A_REASON_FOR_REJECTION)
    .max(1000, 'Please keep the reason under 1000 characters'),
});
export type RejectBooking = z.infer<typeof rejectBookingSchema>;
