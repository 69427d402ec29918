import type { ChangeEmailInput } from '@setspot/domain/auth/password-schemas';
import { AtSign } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/credential-inputs';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { AccountFormDialog } from './account-form-dialog';
import { useFormDialog } from './use-form-dialog';

const changeEmailResolver = lazyZodResolver<ChangeEmailInput>(() =>
  import('@setspot/domain/auth/password-schemas').then((module) => module.changeEmailSchema),
);

/** 'Change email': the new address must confirm through a link before the account uses it. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: changeEmailResolver,
    defaultValues: { newEmail: '' },
  });
  const dialog = useFormDialog(() => form.reset());

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        dialog.close();
        showToast((toast) =>
          toast.success('Check your new inbox', {
            description: `We sent a confirmation link to ${values.newEmail}. Until you open it, your account keeps ${currentEmail}.`,
          }),
        );
      },
      // Said once, at the address it is about (not in a toast as well).
      onError: (error) => form.setError('newEmail', { message: errorMessage(error) }, { shouldFocus: true }),
    }),
  );

  return (
    <AccountFormDialog
      dialog={dialog}
      icon={AtSign}
      label="Change email"
      title="Change email address"
      description={`Your account uses ${currentEmail}. We will send a link to the new address; the change happens when you open it.`}
      confirmLabel="Send confirmation link"
      busyLabel="Sending..."
      busy={change.isPending}
      onSubmit={() => void onSubmit()}
    >
      <EmailField
        label="New email"
        placeholder={undefined}
        error={form.formState.errors.newEmail?.message}
        {...form.register('newEmail')}
      />
    </AccountFormDialog>
  );
}
