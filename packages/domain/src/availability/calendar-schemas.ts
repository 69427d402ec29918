import { z } from 'zod';
import { bookingStatusSchema } from '../bookings/booking-status-schema.ts';
import { daysBetween } from '../common/calendar-date.ts';
import { calendarDateSchema, idSchema, optionalTextSchema } from '../common/common-schemas.ts';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';
import { availabilitySchema } from '../listings/location-schemas.ts';
import { MAX_HORIZON_DAYS, MAX_NOTICE_DAYS } from './availability-rules.ts';
import { BLOCK_RANGE_TOO_LONG, MIN_DAYS_ABOVE_MAX } from './availability-texts.ts';
import { importConflictSchema, importedCalendarSchema } from './calendar-import-schemas.ts';

/** The longest run of days one block or unblock names. */
export const MAX_BLOCK_DAYS = 366;

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** PUT /api/owner/listings/{id}/booking-rules. */
export const bookingRulesSchema = z
  .object({
    minDays: whole(1, MAX_BOOKING_DAYS),
    maxDays: whole(1, MAX_BOOKING_DAYS),
    noticeDays: whole(0, MAX_NOTICE_DAYS),
    horizonDays: whole(1, MAX_HORIZON_DAYS),
    instantBook: z.boolean(),
  })
  .refine((rules) => rules.minDays <= rules.maxDays, { error: MIN_DAYS_ABOVE_MAX, path: ['minDays'] });

type Run = { start: string; end: string };
const runChecks = [
  [(run: Run) => run.end >= run.start, 'End date must be on or after the start date'],
  [
    (run: Run) => run.end < run.start || daysBetween(run.start, run.end) < MAX_BLOCK_DAYS,
    BLOCK_RANGE_TOO_LONG,
  ],
] as const;

/** A run of days, both ends included, at most MAX_BLOCK_DAYS long. */
const runShape = { start: calendarDateSchema, end: calendarDateSchema };

/** POST /api/owner/listings/{id}/blocked-days. */
export const blockDaysBodySchema = z
  .object({ ...runShape, note: optionalTextSchema(200) })
  .refine(runChecks[0][0], { error: runChecks[0][1], path: ['end'] })
  .refine(runChecks[1][0], { error: runChecks[1][1], path: ['end'] });
export type BlockDaysBody = z.infer<typeof blockDaysBodySchema>;

/** DELETE /api/owner/listings/{id}/blocked-days?start=…&end=…: days the owner blocked here only. */
export const unblockDaysQuerySchema = z
  .object(runShape)
  .refine(runChecks[0][0], { error: runChecks[0][1], path: ['end'] })
  .refine(runChecks[1][0], { error: runChecks[1][1], path: ['end'] });

export const blockedDaySchema = z.object({
  date: calendarDateSchema,
  note: z.string().nullable(),
  /** 'owner' for days the owner blocked here; an imported calendar's name otherwise. */
  source: z.string(),
});
export type BlockedDay = z.infer<typeof blockedDaySchema>;

export const calendarBookingSchema = z.object({
  id: idSchema,
  start: calendarDateSchema,
  end: calendarDateSchema,
  status: bookingStatusSchema,
  renterName: z.string(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const bookingRulesViewSchema = z.object({
  minDays: z.number().int(),
  maxDays: z.number().int(),
  noticeDays: z.number().int(),
  horizonDays: z.number().int(),
  instantBook: z.boolean(),
});

/** GET /api/owner/listings/{id}/calendar: what the owner's calendar page shows. */
export const ownerCalendarSchema = z.object({
  locationId: idSchema,
  title: z.string(),
  timeZone: z.string(),
  /** Today at the listing. */
  today: calendarDateSchema,
  availability: availabilitySchema,
  rules: bookingRulesViewSchema,
  blockedDays: z.array(blockedDaySchema),
  bookings: z.array(calendarBookingSchema),
  /** The private iCal feed's address; null until the owner makes one. */
  feedUrl: z.string().nullable(),
  /** External calendars whose events block days (ADR 0044), and events that overlap a booking. */
  importedCalendars: z.array(importedCalendarSchema),
  importConflicts: z.array(importConflictSchema),
});
export type OwnerCalendar = z.infer<typeof ownerCalendarSchema>;

export const blockedDaysChangedSchema = z.object({ changed: z.number().int().min(0) });

export const calendarFeedLinkSchema = z.object({ feedUrl: z.string() });
