import { WEAK_PASSWORD_TOAST } from '@setspot/domain/auth/password-texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../../testing/accounts';
import { expectPendingButton } from '../../../testing/expect-pending-button';
import { expectToast } from '../../../testing/expect-toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignupPage } from './signup-page';

function renderSignup() {
  return renderWithProviders(<SignupPage />, { route: '/signup' });
}

describe('SignupPage', () => {
  it('names every missing field before sending anything', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 8 characters. A few unrelated words make a strong password. Password is required',
    );
  });

  it('asks what kind of account, filmmaker unless told otherwise', async () => {
    const { user } = renderSignup();
    const kind = screen.getByRole('radiogroup', { name: 'I am a:' });
    expect(kind).toBeVisible();
    const filmmaker = screen.getByRole('radio', { name: 'Filmmaker looking for locations' });
    const owner = screen.getByRole('radio', { name: 'Property owner looking to list my space' });
    expect(filmmaker).toBeChecked();
    await user.click(owner);
    expect(owner).toBeChecked();
    expect(filmmaker).not.toBeChecked();
  });

  it('shows the server’s reasons for a weak password at the field', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), uniqueEmail('weak'));
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expectPendingButton('Creating account...');
    const password = screen.getByLabelText('Password');
    await expectToast('Error');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Password is too weak: .+/);
    // The reasons are said once, at the field; the toast points there.
    expect(screen.getAllByText(/Password is too weak/)).toHaveLength(1);
    expect(await screen.findByText(WEAK_PASSWORD_TOAST)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('shows "Creating account..." and then asks to confirm the address', async () => {
    const { user } = renderSignup();
    const email = uniqueEmail('owner');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('radio', { name: 'Property owner looking to list my space' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expectPendingButton('Creating account...');
    expect(await screen.findByRole('heading', { name: 'Email Confirmation Required' })).toBeVisible();
    expect(screen.getByText(email)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute('href', '/login');
  });
});
