import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const resetAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { route },
  );

describe('ResetPasswordPage', () => {
  it('says a link without a token, or one the server refused, is not valid', async () => {
    resetAt('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText('Link not valid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks length and repetition at once, and turns a refused token into the same notice', async () => {
    const { user } = resetAt('/reset-password?token=not-a-real-token');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Quiet-Lighthouse-Ferry-42');
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'Quiet-Lighthouse-Ferry-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Link not valid')).toBeVisible();
  });
});

describe('ForgotPasswordPage', () => {
  it('asks for a valid address, then answers the same whether or not it has an account', async () => {
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'nobody-here@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeVisible();
  });
});
