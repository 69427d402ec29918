import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { locations } from './listings.ts';
import { profiles } from './profiles.ts';

// Conversations and messages (ADR 0014).

/**
 * One per pair of users (pair_key, fixed at creation), so a thread stays distinct after a party
 * deletes their account and their column becomes null (docs/decisions/0014-messaging.md).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: text('user_a').references(() => profiles.id, { onDelete: 'set null' }),
    userB: text('user_b').references(() => profiles.id, { onDelete: 'set null' }),
    pairKey: text('pair_key').notNull().unique(),
    // The listing it is about ('Re: {location title}'), the latest one a party wrote from.
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // At most one new-message email per conversation in 15 minutes.
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_user_a_idx').on(t.userA, t.lastMessageAt),
    index('conversations_user_b_idx').on(t.userB, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    // Null when that party deleted their account; the other party keeps the thread.
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    receiverId: text('receiver_id').references(() => profiles.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    check('messages_content_check', sql`length(trim(content)) > 0`),
    check('messages_content_length_check', sql`length(content) <= 5000`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx').on(t.receiverId).where(sql`read_at IS NULL`),
  ],
);
