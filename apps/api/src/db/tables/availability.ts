import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { locations } from './listings.ts';

// Days an owner blocked on a listing (migration 0013, ADR 0039). A trigger refuses live bookings on
// them; another announces changes to the search index.

export const blockedDays = pgTable(
  'blocked_days',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day] })],
);

// A listing's private iCal feed: one token at a time (a new link replaces it).
export const calendarFeeds = pgTable('calendar_feeds', {
  locationId: uuid('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

// External calendars an owner imports (migration 0016, ADR 0044): their events block days.
export const importedCalendars = pgTable('imported_calendars', {
  id: uuid('id').primaryKey().defaultRandom(),
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

export const importedDays = pgTable(
  'imported_days',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => importedCalendars.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.day] })],
);

// An imported event over days a SetSpot booking held when it was synced: flagged to the owner.
export const importedConflicts = pgTable(
  'imported_conflicts',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => importedCalendars.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    eventSummary: text('event_summary').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.bookingId, t.firstDay] })],
);
