import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { runNamed } from '../../db/named-statement.ts';
import { notifyAfterCommit } from '../../db/notify-after-commit.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookings, conversations, locations, messages, profiles, users } from '../../db/schema.ts';

/** The NOTIFY channel realtime fan-out listens on (message-hub.ts). */
export const MESSAGE_CHANNEL = 'setspot_messages';

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  content: messages.content,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  bookingId: messages.bookingId,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};
export type MessageRow = {
  id: string;
  conversationId: string;
  content: string;
  senderId: string | null;
  receiverId: string | null;
  bookingId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

/** The same pair always gives the same key, whoever writes first. */
export function pairKey(first: string, second: string): string {
  return first < second ? `${first}:${second}` : `${second}:${first}`;
}

export type ConversationRow = {
  id: string;
  userA: string | null;
  userB: string | null;
  locationTitle: string | null;
};

function selectConversations(db: Executor) {
  return db
    .select({
      id: conversations.id,
      userA: conversations.userA,
      userB: conversations.userB,
      locationTitle: locations.title,
    })
    .from(conversations)
    .leftJoin(locations, eq(locations.id, conversations.locationId));
}

/*
 * The reads a message is sent with go by name, so each connection plans them once: sent plain,
 * PostgreSQL planned them on every message, up to ten times the cost of running them (ADR 0033,
 * tenth amendment). Each finds one row by a unique key, so none needs a limit (a bound limit would
 * have PostgreSQL plan every call again; db/prepared.ts fixedLimit).
 */
/** The conversation whose unique `column` holds `value`, by a statement named `name`. */
async function conversationWhere(
  db: Executor,
  name: string,
  column: typeof conversations.pairKey | typeof conversations.id,
  value: string,
) {
  const [row] = await selectConversations(db)
    .where(eq(column, sql.placeholder('value')))
    .prepare(name)
    .execute({ value });
  return row ?? null;
}

export function findConversationByPair(db: Executor, first: string, second: string) {
  return conversationWhere(db, 'conversation_by_pair', conversations.pairKey, pairKey(first, second));
}

export function findConversationById(db: Executor, id: string) {
  return conversationWhere(db, 'conversation_by_id', conversations.id, id);
}

function selectPeople(db: Executor) {
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      userType: profiles.userType,
      email: users.email,
      emailNotifications: profiles.emailNotifications,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id));
}

export async function findPerson(db: Executor, id: string) {
  const [row] = await selectPeople(db)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('message_person')
    .execute({ id });
  return row ?? null;
}

/** A listing that is not withdrawn, and its owner. */
export async function findLiveListing(db: Executor, id: string) {
  const [row] = await db
    .select({ id: locations.id, ownerId: locations.ownerId, title: locations.title })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function ownsLiveListing(db: Executor, ownerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.ownerId, ownerId), isNull(locations.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether `renterId` has a booking on a listing of `ownerId` that the owner may see: a request never
 * paid for is the filmmaker's alone (isVisibleToOwner in the domain's booking rules), so it does not
 * open a conversation to the owner either.
 */
export async function hasBookingWith(db: Executor, ownerId: string, renterId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(
      and(
        eq(locations.ownerId, ownerId),
        eq(bookings.renterId, renterId),
        or(isNotNull(bookings.paymentIntentId), notInArray(bookings.paymentStatus, ['unpaid', 'failed'])),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findBookingParties(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      renterId: bookings.renterId,
      ownerId: locations.ownerId,
      locationId: locations.id,
      paymentStatus: bookings.paymentStatus,
      paymentIntentId: bookings.paymentIntentId,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}

/**
 * The pair's conversation, made on first use. Concurrent first messages meet on the unique pair key;
 * a later message about another listing or booking moves the conversation's subject to it.
 */
export async function upsertConversation(
  tx: Executor,
  input: { senderId: string; receiverId: string; locationId: string | null; bookingId: string | null },
): Promise<string> {
  const [userA, userB] = [input.senderId, input.receiverId].sort() as [string, string];
  const result = await tx.execute<{ id: string }>(sql`
    INSERT INTO conversations (user_a, user_b, pair_key, location_id, booking_id, last_message_at)
    VALUES (${userA}, ${userB}, ${pairKey(userA, userB)}, ${input.locationId}, ${input.bookingId}, now())
    ON CONFLICT (pair_key) DO UPDATE SET
      location_id = coalesce(excluded.location_id, conversations.location_id),
      booking_id = coalesce(excluded.booking_id, conversations.booking_id),
      last_message_at = now()
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('The conversation was not saved');
  return id;
}

export async function insertMessage(
  tx: Executor,
  input: {
    conversationId: string;
    senderId: string;
    receiverId: string;
    content: string;
    bookingId: string | null;
  },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(input).returning(messageColumns);
  if (!row) throw new Error('The message was not saved');
  return row;
}

/**
 * Announces a change to every server instance once the transaction commits, never if it rolls back
 * (after the commit, not inside it: db/notify-after-commit.ts says why).
 */
export function notifyMessages(tx: Executor, payload: string): void {
  notifyAfterCommit(tx, MESSAGE_CHANNEL, payload);
}

/** Takes the conversation's email slot when the last email is 15 minutes old or more. */
export async function claimEmailSlot(tx: Executor, conversationId: string, now: Date): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    UPDATE conversations SET last_emailed_at = ${now.toISOString()}::timestamptz
    WHERE id = ${conversationId}
      AND (last_emailed_at IS NULL OR last_emailed_at <= ${now.toISOString()}::timestamptz - interval '15 minutes')
    RETURNING id`);
  return result.rows.length > 0;
}

/** Opening a conversation with a user (GET /api/messages?userId=), prepared once per database. */
const threadReadsOf = preparedPerDatabase((db) => ({
  person: selectPeople(db)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('person_by_id'),
  messages: db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, sql.placeholder('conversationId')))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('messages_of_conversation'),
}));

/**
 * A conversation opened by id, read for one caller: the conversation with the other party's name in
 * one statement, and its messages in another that returns none unless the caller takes part. The two
 * go side by side (ADR 0033, sixth amendment); the caller's own check on the first still decides.
 */
const otherParty = sql`case when ${conversations.userA} = ${sql.placeholder('callerId')}
  then ${conversations.userB} else ${conversations.userA} end`;
const callerThreadReadsOf = preparedPerDatabase((db) => ({
  conversation: db
    .select({
      id: conversations.id,
      userA: conversations.userA,
      userB: conversations.userB,
      locationTitle: locations.title,
      // Both present only while the other party's account exists (selectPeople's inner join).
      otherId: users.id,
      otherFirstName: profiles.firstName,
      otherLastName: profiles.lastName,
    })
    .from(conversations)
    .leftJoin(locations, eq(locations.id, conversations.locationId))
    .leftJoin(profiles, eq(profiles.id, otherParty))
    .leftJoin(users, eq(users.id, profiles.id))
    .where(eq(conversations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('conversation_for_caller'),
  messages: db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('id')),
        sql`exists (select 1 from ${conversations} c where c.id = ${sql.placeholder('id')}
          and ${sql.placeholder('callerId')} in (c.user_a, c.user_b))`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('messages_of_conversation_for_caller'),
}));

export const callerThreadReads = {
  async conversation(db: Db, id: string, callerId: string) {
    const [row] = await callerThreadReadsOf(db).conversation.execute({ id, callerId });
    return row ?? null;
  },
  messages: (db: Db, id: string, callerId: string): Promise<MessageRow[]> =>
    callerThreadReadsOf(db).messages.execute({ id, callerId }),
};

export const threadReads = {
  async person(db: Db, id: string) {
    const [row] = await threadReadsOf(db).person.execute({ id });
    return row ?? null;
  },
  messages: (db: Db, conversationId: string): Promise<MessageRow[]> =>
    threadReadsOf(db).messages.execute({ conversationId }),
};

export async function findMessage(db: Executor, id: string): Promise<MessageRow | null> {
  const [row] = await db.select(messageColumns).from(messages).where(eq(messages.id, id)).limit(1);
  return row ?? null;
}

/** Marks those of `ids` addressed to `readerId` and still unread; returns what changed. */
export function markRead(db: Executor, readerId: string, ids: string[], now: Date) {
  return db
    .update(messages)
    .set({ readAt: now })
    .where(and(inArray(messages.id, ids), eq(messages.receiverId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id, conversationId: messages.conversationId });
}

export type ConversationSummaryRow = {
  id: string;
  other_id: string | null;
  first_name: string | null;
  last_name: string | null;
  location_title: string | null;
  booking_id: string | null;
  last_message: string;
  last_message_at: Date | string;
  unread_count: number | string;
};

// One text for every user ($1), run by name (db/named-statement.ts): planned once per pooled
// connection, not on every visit to /messaging (ADR 0033).
const CONVERSATIONS_OF_USER = `
    SELECT c.id,
           p.id AS other_id, p.first_name, p.last_name,
           coalesce(l.title, bl.title) AS location_title,
           coalesce(last.booking_id, c.booking_id) AS booking_id,
           last.content AS last_message, last.created_at AS last_message_at,
           (SELECT count(*) FROM messages u
             WHERE u.conversation_id = c.id AND u.receiver_id = $1 AND u.read_at IS NULL) AS unread_count
    FROM conversations c
    JOIN LATERAL (
      SELECT m.content, m.created_at, m.booking_id FROM messages m
      WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
    ) last ON true
    LEFT JOIN profiles p ON p.id = CASE WHEN c.user_a = $1 THEN c.user_b ELSE c.user_a END
    LEFT JOIN locations l ON l.id = c.location_id
    LEFT JOIN bookings b ON b.id = c.booking_id
    LEFT JOIN locations bl ON bl.id = b.location_id
    WHERE c.user_a = $1 OR c.user_b = $1
    ORDER BY last.created_at DESC
    LIMIT 200`;

/** The user's conversations with at least one message, newest first (spec: one per other user). */
export function listConversations(db: Db, userId: string): Promise<ConversationSummaryRow[]> {
  return runNamed<ConversationSummaryRow>(db, 'conversations_of_user', CONVERSATIONS_OF_USER, [userId]);
}

/** Whether `userId` takes part in the conversation. */
export function isParticipant(conversation: { userA: string | null; userB: string | null }, userId: string) {
  return conversation.userA === userId || conversation.userB === userId;
}
