import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

type CredentialFieldsProps = {
  email: UseFormRegisterReturn<'email'>;
  password: UseFormRegisterReturn<'password'>;
  errors: { email?: string | undefined; password?: string | undefined };
  /** Signing up chooses a new password: the browser may suggest one, and the hint says what is strong. */
  newPassword?: boolean;
};

/** The email and password fields of login and signup. */
export function CredentialFields({ email, password, errors, newPassword = false }: CredentialFieldsProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email}
        {...email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={
          newPassword ? 'Use at least 8 characters. A few unrelated words make a strong password.' : undefined
        }
        error={errors.password}
        {...password}
      />
    </>
  );
}

type AuthSubmitButtonProps = { pending: boolean; label: string; pendingLabel: string };

/** The full-width submit button; while the server answers it is disabled and says so. */
export function AuthSubmitButton({ pending, label, pendingLabel }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending ? pendingLabel : label}
    </Button>
  );
}
