import { z } from 'zod';

// The forms of forgot / reset / change password and change email. Strength is judged by the server
// with reasons (as at sign-up); the forms check only what a person can see at once.

const MIN_LENGTH = 8;
const newPassword = z.string().min(MIN_LENGTH, `Use at least ${MIN_LENGTH} characters.`).max(128);
const PASSWORDS_DIFFER = 'The passwords do not match';

export const forgotPasswordSchema = z.object({ email: z.email('Please enter a valid email address') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Password is required'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const changeEmailSchema = z.object({ newEmail: z.email('Please enter a valid email address') });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export { INVALID_RESET_TOKEN, RESET_LINK_INVALID } from './password-texts.ts';
