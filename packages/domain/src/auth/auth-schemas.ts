import { z } from 'zod';
import { USER_TYPES } from './user-types.ts';

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Product section 5: login needs an email and a password. */
export const loginSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Product section 5: signup needs first name, last name, email, password and a user type. */
export const signupSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(128),
  userType: userTypeSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** What GET /api/me answers: the signed-in account joined with its profile, or null. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  userType: userTypeSchema,
  avatarUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });

export { USER_TYPES } from './user-types.ts';
