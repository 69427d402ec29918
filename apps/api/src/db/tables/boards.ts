import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { locations } from './listings.ts';
import { profiles } from './profiles.ts';

// Scouting boards: a filmmaker's shortlist, shared with the crew (ADR 0042).

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Null while the board is private; a new token replaces the old one, so an old link stops working.
    shareToken: text('share_token').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('boards_owner_idx').on(t.ownerId, t.createdAt),
    check('boards_name_check', sql`char_length(name) between 1 and 80`),
  ],
);

export const boardItems = pgTable(
  'board_items',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.locationId] }),
    // The viewer's saved listings are read by board owner through boards, then by listing here.
    index('board_items_location_idx').on(t.locationId),
    check('board_items_note_check', sql`char_length(note) <= 1000`),
  ],
);

export const boardMembers = pgTable(
  'board_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('board_members_user_idx').on(t.userId)],
);

export const boardVotes = pgTable(
  'board_votes',
  {
    boardId: uuid('board_id').notNull(),
    locationId: uuid('location_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // 1 thumbs up, -1 thumbs down; no row: no vote.
    value: smallint('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.locationId, t.userId] }),
    foreignKey({
      columns: [t.boardId, t.locationId],
      foreignColumns: [boardItems.boardId, boardItems.locationId],
      name: 'board_votes_item_fk',
    }).onDelete('cascade'),
    check('board_votes_value_check', sql`value in (-1, 1)`),
  ],
);

export const boardComments = pgTable(
  'board_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id').notNull(),
    locationId: uuid('location_id').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_comments_item_idx').on(t.boardId, t.locationId, t.createdAt),
    foreignKey({
      columns: [t.boardId, t.locationId],
      foreignColumns: [boardItems.boardId, boardItems.locationId],
      name: 'board_comments_item_fk',
    }).onDelete('cascade'),
    check('board_comments_body_check', sql`char_length(body) between 1 and 1000`),
  ],
);
