import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField, PasswordField } from '../../../components/credential-inputs';
import { Button } from '../../../components/ui/button';

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
      <EmailField error={errors.email} {...email} />
      <PasswordField isNew={newPassword} error={errors.password} {...password} />
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
