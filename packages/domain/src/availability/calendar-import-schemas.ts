import { z } from 'zod';
import { calendarDateSchema, idSchema, instantSchema } from '../common/common-schemas.ts';
import { CALENDAR_URL_NOT_A_URL, CALENDAR_URL_SCHEME } from './calendar-import-texts.ts';

/** The most calendars one listing imports (each is fetched every 15 minutes). */
export const MAX_IMPORTED_CALENDARS = 10;

/** POST /api/owner/listings/{id}/imported-calendars: a name the owner knows it by and its iCal link. */
export const importCalendarBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the calendar a name, e.g. Airbnb').max(60, 'At most 60 characters'),
  url: z
    .string()
    .trim()
    .max(2000, 'At most 2000 characters')
    // webcal:// is how Apple and Google show some iCal links: the same address over https.
    .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
    .refine((url) => URL.canParse(url), CALENDAR_URL_NOT_A_URL)
    .refine((url) => !URL.canParse(url) || /^https?:$/.test(new URL(url).protocol), CALENDAR_URL_SCHEME),
});
export type ImportCalendarBody = z.input<typeof importCalendarBodySchema>;

export const importedCalendarSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  /** When its events last replaced its days; null before the first good sync. */
  lastSyncedAt: instantSchema.nullable(),
  /** Why the last sync failed, in the owner's words; null when it worked. */
  lastError: z.string().nullable(),
});
export type ImportedCalendar = z.infer<typeof importedCalendarSchema>;

/** An imported event over days a live SetSpot booking or request holds: the booking stands. */
export const importConflictSchema = z.object({
  calendarName: z.string(),
  eventSummary: z.string(),
  start: calendarDateSchema,
  end: calendarDateSchema,
  bookingId: idSchema,
  bookingStatus: z.string(),
  renterName: z.string(),
});
export type ImportConflict = z.infer<typeof importConflictSchema>;

export const importedCalendarAnswerSchema = z.object({ calendar: importedCalendarSchema });
