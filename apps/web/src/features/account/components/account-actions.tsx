import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';

/**
 * The account actions of the profile screen: password, email address, the person's data
 * and deletion. app/routes/profile.tsx places them among the profile's own actions.
 */
export function AccountActions({ email }: { email: string }) {
  return (
    <>
      <ChangePasswordDialog />
      <ChangeEmailDialog currentEmail={email} />
      <DownloadDataButton />
      <DeleteAccountDialog />
    </>
  );
}
