import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../../testing/accounts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordDialog } from './change-password-dialog';

describe('ChangePasswordDialog', () => {
  it("shows the server's reasons for a weak password, then changes it", async () => {
    const account = await signUpConfirmed();
    const login = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const { user } = renderWithProviders(<ChangePasswordDialog />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('alertdialog', { name: 'Change password' });

    await user.type(screen.getByLabelText('Current password'), account.password);
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Repeat new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Password is too weak: /)).toBeVisible();
    // Said once, at the field: no toast repeats it (sonner is given time to show one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(/Password is too weak: /)).toHaveLength(1);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Quiet-Lighthouse-Ferry-42');
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'Quiet-Lighthouse-Ferry-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
