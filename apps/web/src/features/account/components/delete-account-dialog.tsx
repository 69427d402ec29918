import type { DeleteAccountRequest } from '@setspot/domain/profiles/account-deletion';
import {
  ACCOUNT_DELETION_CONSEQUENCES,
  INCORRECT_PASSWORD,
} from '@setspot/domain/profiles/account-deletion-texts';
import { ACCOUNT_DELETED_SUCCESSFULLY } from '@setspot/domain/profiles/account-texts';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/credential-inputs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { showToast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { AccountFormDialog } from './account-form-dialog';
import { deletionFailureTitle } from './deletion-failure';
import { useFormDialog } from './use-form-dialog';

const deleteAccountRequestResolver = lazyZodResolver<DeleteAccountRequest>(() =>
  import('@setspot/domain/profiles/account-deletion').then((module) => module.deleteAccountRequestSchema),
);

/** 'Delete account': says what will happen, asks for the password, then signs out to /. */
export function DeleteAccountDialog() {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: deleteAccountRequestResolver,
    defaultValues: { password: '' },
  });
  const dialog = useFormDialog(() => form.reset());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // mutateAsync, not mutate: this dialog unmounts as the page leaves for /, and the success toast
      // must still show.
      await remove.mutateAsync(values);
      dialog.close();
      showToast((toast) => toast.success(ACCOUNT_DELETED_SUCCESSFULLY));
    } catch (error) {
      if (error instanceof ApiError && error.message === INCORRECT_PASSWORD) {
        form.setError('password', { message: INCORRECT_PASSWORD }, { shouldFocus: true });
        return;
      }
      showToast((toast) => toast.error(deletionFailureTitle(error), { description: errorMessage(error) }));
    }
  });

  return (
    <AccountFormDialog
      dialog={dialog}
      icon={Trash2}
      label="Delete account"
      destructive
      title="Delete your account?"
      description={
        <>
          <p>This cannot be undone. When you delete your account:</p>
          <ul className="list-disc space-y-1 pl-5">
            {ACCOUNT_DELETION_CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel="Delete account"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onSubmit={() => void onSubmit()}
    >
      <PasswordField
        label="Your password"
        hint="Enter your password to confirm."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
    </AccountFormDialog>
  );
}
