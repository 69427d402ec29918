import { z } from 'zod';
import { userTypeSchema } from '../auth/auth-schemas.ts';
import { idSchema, optionalTextSchema } from '../shared/common-schemas.ts';
import { CONTACT_METHODS, contactMethodSchema, DEFAULT_TIMEZONE, timezoneSchema } from './profile-options.ts';

/** Spec section 3 Profile, as the API serialises it (camelCase). */
export const profileSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  timezone: timezoneSchema,
  preferredContactMethod: z.enum(CONTACT_METHODS),
  emailNotifications: z.boolean(),
  visibleEmail: z.boolean(),
  visiblePhone: z.boolean(),
  avatarUrl: z.string().nullable(),
  userType: userTypeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/me/profile. The avatar has its own upload route (POST /api/me/avatar), so its URL is never
 * taken from the client; user type is chosen at signup and not changed here.
 */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  phone: optionalTextSchema(30),
  bio: optionalTextSchema(2000),
  timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
  preferredContactMethod: contactMethodSchema,
  emailNotifications: z.boolean().default(true),
  visibleEmail: z.boolean().default(false),
  visiblePhone: z.boolean().default(false),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
