import type { ComponentProps } from 'react';
import { TextField } from './ui/text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label'> & { label?: string };

/** An email address field as every account form asks for it (login, signup, reset, change, contact). */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** What the server's strength check wants, said before it is asked (signup, reset, change). */
export const NEW_PASSWORD_HINT = 'Use at least 8 characters. A few unrelated words make a strong password.';

/**
 * A password field: a new one lets the browser suggest a password and says what is strong; an
 * existing one lets the password manager fill it in.
 */
export function PasswordField({
  label = 'Password',
  isNew = false,
  ...props
}: FieldProps & { isNew?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      hint={isNew ? NEW_PASSWORD_HINT : undefined}
      {...props}
    />
  );
}
