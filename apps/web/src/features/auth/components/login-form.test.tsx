import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signUpConfirmed, signUpUnconfirmed } from '../../../testing/accounts';
import { expectPendingButton } from '../../../testing/expect-pending-button';
import { expectToast } from '../../../testing/expect-toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginForm } from './login-form';

async function logIn(email: string, password: string) {
  const view = renderWithProviders(<LoginForm />);
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Log In' }));
  return view;
}

describe('LoginForm', () => {
  it('is a POST form, so a send before the app takes over keeps the password out of the address', () => {
    const { container } = renderWithProviders(<LoginForm />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('asks for a valid email and a password before sending anything', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('keeps a malformed address from the server', async () => {
    await logIn('not-an-email', 'whatever');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows "Logging in..." while the server checks, then why it refused', async () => {
    await logIn('nobody@example.com', 'wrong-password');
    await expectPendingButton('Logging in...');
    await expectToast('Login failed');
    expect(screen.getByText('Invalid email or password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('offers a new confirmation link when the address is not confirmed yet', async () => {
    const account = await signUpUnconfirmed();
    await logIn(account.email, account.password);
    expect(await screen.findByText('Your email address is not confirmed yet')).toBeVisible();
    // The toast's title and its text may arrive in separate renders on a busy machine.
    await waitFor(() => expect(screen.getByText('Login failed')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeEnabled();
  });

  it('welcomes a confirmed account', async () => {
    const account = await signUpConfirmed();
    await logIn(account.email, account.password);
    await expectToast('Email verified successfully');
    expect(screen.getByText('Your email has been confirmed. Welcome!')).toBeVisible();
  });
});
