import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
