import { z } from 'zod';
import { userTypeSchema } from '../auth/auth-schemas.ts';
import { idSchema, instantSchema, optionalTextSchema } from '../common/common-schemas.ts';
import { contactMethodSchema, timezoneSchema } from './profile-option-schemas.ts';
import { CONTACT_METHODS, DEFAULT_TIMEZONE } from './profile-options.ts';

export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 2000;
export const INVALID_PHONE =
  'Please enter a valid phone number: 7 to 15 digits, optionally with +, spaces, dashes, dots or parentheses';

function nameSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);
}

/** Product section 5 shows no phone rule; this accepts what people write in any country, nothing else. */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[0-9][0-9 ().-]*[0-9)]$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Product section 3 Profile, as the API serialises it (camelCase). */
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
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  phone: optionalTextSchema(PHONE_MAX_LENGTH).refine((phone) => phone === null || isPhoneNumber(phone), {
    error: INVALID_PHONE,
  }),
  bio: optionalTextSchema(BIO_MAX_LENGTH),
  timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
  preferredContactMethod: contactMethodSchema,
  emailNotifications: z.boolean().default(true),
  visibleEmail: z.boolean().default(false),
  visiblePhone: z.boolean().default(false),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET and PUT /api/me/profile: the own profile, with what only its owner sees. */
export const myProfileSchema = profileSchema.extend({
  email: z.string(),
  /** When the account was created (the profile screen's 'Member since'). */
  memberSince: instantSchema,
});
export type MyProfile = z.infer<typeof myProfileSchema>;
