import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/credential-inputs';

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined };
};

/** New password and its repetition; the server's reasons for a weak one appear at the first. */
export function NewPasswordFields({ newPassword, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label="New password" isNew error={errors.newPassword} {...newPassword} />
      <PasswordField
        label="Repeat new password"
        isNew
        hint={undefined}
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
