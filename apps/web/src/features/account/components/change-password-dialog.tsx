import type { ChangePasswordFormInput } from '@setspot/domain/auth/password-schemas';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/credential-inputs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { AccountFormDialog } from './account-form-dialog';
import { NewPasswordFields } from './new-password-fields';
import { useFormDialog } from './use-form-dialog';

const changePasswordFormResolver = lazyZodResolver<ChangePasswordFormInput>(() =>
  import('@setspot/domain/auth/password-schemas').then((module) => module.changePasswordFormSchema),
);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change password' on the profile: the other sessions end and an email confirms the change. */
export function ChangePasswordDialog() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: changePasswordFormResolver,
    defaultValues: EMPTY,
  });
  const dialog = useFormDialog(() => form.reset(EMPTY));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          dialog.close();
          showToast((toast) =>
            toast.success('Password changed', { description: 'Other devices have been signed out.' }),
          );
        },
        // Said once: at the field it is about, or in a toast when it is about no field.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            form.setError('newPassword', { message: error.message }, { shouldFocus: true });
          } else if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
            form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
          } else {
            showToast((toast) => toast.error('Error', { description: errorMessage(error) }));
          }
        },
      },
    ),
  );

  return (
    <AccountFormDialog
      dialog={dialog}
      icon={KeyRound}
      label="Change password"
      title="Change password"
      description="Every other device signed in to your account will be signed out, and we will email you that the password changed."
      confirmLabel="Change password"
      busyLabel="Changing..."
      busy={change.isPending}
      onSubmit={() => void onSubmit()}
    >
      <PasswordField
        label="Current password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
      />
    </AccountFormDialog>
  );
}
