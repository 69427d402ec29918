import type { BookingStatus } from '@setspot/domain/bookings/booking-status';
import type { PaymentStatus } from '@setspot/domain/bookings/payment-status';
import type { ReviewSubject } from '@setspot/domain/reviews/review-schemas';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';

export { accounts, rateLimits, sessions, users, verifications } from './auth-schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    bio: text('bio'),
    timezone: text('timezone').notNull().default('UTC'),
    preferredContactMethod: text('preferred_contact_method').notNull().default('email'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    visibleEmail: boolean('visible_email').notNull().default(false),
    visiblePhone: boolean('visible_phone').notNull().default(false),
    avatarUrl: text('avatar_url'),
    // Storage key prefix of the avatar's files, so replacing or deleting the avatar removes them.
    avatarKey: text('avatar_key'),
    userType: text('user_type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('profiles_user_type_check', sql`user_type in ('filmmaker', 'owner')`),
    check('profiles_contact_method_check', sql`preferred_contact_method in ('email', 'phone')`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the owner deleted their account: the listing is withdrawn (deleted_at) and past
    // bookings and reviews keep pointing at it.
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    pricePerHour: numeric('price_per_hour', { precision: 10, scale: 2 }),
    pricingType: text('pricing_type').notNull().default('daily'),
    squareFootage: integer('square_footage'),
    roomCount: integer('room_count'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('US'),
    // The shoot day is a calendar day at the location: refund windows count from its midnight here.
    // Derived from the state on every write (domain listings/time-zones.ts).
    timezone: text('timezone').notNull().default('America/New_York'),
    features: text('features').array().notNull().default(sql`'{}'`),
    amenities: text('amenities').array().notNull().default(sql`'{}'`),
    rules: text('rules').array().notNull().default(sql`'{}'`),
    availability: jsonb('availability')
      .$type<{ weekdays: boolean; weekends: boolean; holidays: boolean }>()
      .notNull()
      .default({ weekdays: true, weekends: true, holidays: false }),
    ceilingHeight: numeric('ceiling_height', { precision: 6, scale: 1 }),
    powerCapacity: text('power_capacity'),
    naturalLight: text('natural_light'),
    noiseLevel: text('noise_level'),
    parkingCapacity: integer('parking_capacity'),
    loadInNotes: text('load_in_notes'),
    permitRequired: boolean('permit_required'),
    filmingRestrictions: text('filming_restrictions').array().notNull().default(sql`'{}'`),
    availableEquipment: text('available_equipment').array().notNull().default(sql`'{}'`),
    // Lower-cased title, city and state, for case-insensitive contains search on a trigram index.
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || city || ' ' || state)`),
    // Listings are withdrawn, not erased: past bookings and reviews keep pointing at them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('locations_owner_idx').on(t.ownerId, t.updatedAt),
    index('locations_price_idx').on(t.price),
    index('locations_created_idx').on(t.createdAt),
    index('locations_type_idx').on(t.type),
    check('locations_price_check', sql`price >= 0`),
    check('locations_pricing_type_check', sql`pricing_type in ('daily', 'hourly')`),
    check(
      'locations_type_check',
      sql`type in ('house', 'apartment', 'loft', 'office', 'cafe/restaurant', 'warehouse', 'studio', 'outdoor', 'other')`,
    ),
  ],
);

export const locationImages = pgTable(
  'location_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: smallint('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    // WebP variants by width, e.g. { "400": "/uploads/…-400.webp" }, for srcset.
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [unique('location_images_position_unique').on(t.locationId, t.position)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    // Null once the renter deleted their account: the owner keeps the record.
    renterId: text('renter_id').references(() => profiles.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    totalPrice: numeric('total_price', { precision: 10, scale: 2 }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    projectDetails: text('project_details'),
    crewSize: integer('crew_size').notNull().default(1),
    specialRequests: text('special_requests'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'renter' | 'owner'>(),
    cancellationReason: text('cancellation_reason'),
    refundAmount: numeric('refund_amount', { precision: 10, scale: 2 }),
    paymentProvider: text('payment_provider'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    // When a pending request stops holding its dates (architecture section 5).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_location_idx').on(t.locationId, t.createdAt),
    index('bookings_renter_idx').on(t.renterId, t.startDate),
    uniqueIndex('bookings_checkout_session_idx').on(t.checkoutSessionId),
    // What the settle sweep looks for: requests to expire, confirmed bookings to complete.
    index('bookings_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    index('bookings_confirmed_end_idx').on(t.endDate).where(sql`status = 'confirmed'`),
    index('bookings_payment_intent_idx').on(t.paymentIntentId),
    check('bookings_cancelled_by_check', sql`cancelled_by in ('renter', 'owner')`),
    check('bookings_dates_check', sql`end_date >= start_date`),
    check('bookings_crew_size_check', sql`crew_size >= 1`),
    check('bookings_total_price_check', sql`total_price >= 0`),
    check(
      'bookings_status_check',
      sql`status in ('pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'expired')`,
    ),
    check(
      'bookings_payment_status_check',
      sql`payment_status in ('unpaid', 'authorized', 'paid', 'refunded', 'partially_refunded', 'failed')`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // 'listing': the renter reviews the listing; 'renter': the owner reviews the renter (ADR 0015).
    subject: text('subject').$type<ReviewSubject>().notNull().default('listing'),
    reviewerId: text('reviewer_id').references(() => profiles.id, { onDelete: 'set null' }),
    revieweeId: text('reviewee_id').references(() => profiles.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    // Null while a review waits for the other side's (double-blind); rows written outside the API are public.
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt).where(sql`subject = 'renter'`),
    index('reviews_hidden_idx').on(t.bookingId).where(sql`published_at is null`),
    unique('reviews_booking_subject_unique').on(t.bookingId, t.subject),
    check('reviews_rating_check', sql`rating between 1 and 5`),
    check('reviews_subject_check', sql`subject in ('listing', 'renter')`),
    check(
      'reviews_reply_check',
      sql`(reply is null) = (replied_at is null) and (reply is null or subject = 'listing')`,
    ),
  ],
);

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

export const errorLogs = pgTable('error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  error: text('error').notNull(),
  context: text('context'),
  location: text('location'),
  userId: text('user_id'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  // Unique so that a webhook delivered twice is applied once.
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    // A worker holds a job until then; a process that dies holding it loses it at that time.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    // Set when the last attempt failed: the job stays for an operator to read, and is not run again.
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // At most one live job per key: a recurring job offered by every process runs once at a time.
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`done_at is null and failed_at is null`),
    uniqueIndex('jobs_live_key_idx').on(t.key).where(sql`done_at is null and failed_at is null`),
  ],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    check('outbox_emails_status_check', sql`status in ('pending', 'sent', 'failed')`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: text('user_id'),
  createdAt: createdAt(),
});
