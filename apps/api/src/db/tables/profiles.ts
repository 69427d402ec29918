import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth-schema.ts';
import { createdAt, updatedAt } from './columns.ts';

// A user's public and private profile; one row per Better Auth user (ADR 0002).

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
    // Set by an operator (docs/decisions/0038-operators.md): no sign-in while set.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('profiles_user_type_check', sql`user_type in ('filmmaker', 'owner')`),
    check('profiles_contact_method_check', sql`preferred_contact_method in ('email', 'phone')`),
  ],
);
