import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { signUpConfirmed } from '../../../testing/accounts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DeleteAccountDialog } from './delete-account-dialog';
import { deletionFailureTitle } from './deletion-failure';

async function signedIn() {
  const account = await signUpConfirmed();
  const res = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return account;
}

async function openDialog() {
  const view = renderWithProviders(<DeleteAccountDialog />);
  await view.user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

describe('DeleteAccountDialog', () => {
  it('says what will happen and asks for the password before sending anything', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Your listings are withdrawn from search.');
    expect(dialog).toHaveTextContent('"Deleted user"');
    expect(dialog).toHaveTextContent('Money you are still owed is paid out to your bank as usual');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Please enter your password to confirm')).toBeVisible();
  });

  it('keeps the account on a wrong password, then deletes it and says so', async () => {
    const account = await signedIn();
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Your password'), 'Not-The-Password-7');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('That password is not correct')).toBeVisible();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Account deleted successfully')).toBeVisible();
    const me = await fetch('/api/me').then((r) => r.json());
    expect(me.user).toBeNull();
  });
});

describe('deletionFailureTitle', () => {
  it("maps failures onto the spec's toasts", () => {
    expect(deletionFailureTitle(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe('Failed to check user profile');
    expect(deletionFailureTitle(new ApiError(409, 'CONFLICT', 'x'))).toBe('Failed to delete user profile');
    expect(deletionFailureTitle(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(
      'Failed to delete user account',
    );
    expect(deletionFailureTitle(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });
});
