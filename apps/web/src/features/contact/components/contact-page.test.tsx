import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../testing/accounts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactPage } from './contact-page';

function renderContact() {
  return renderWithProviders(<ContactPage />, { route: '/contact' });
}

describe('the contact page', () => {
  it('names each missing or bad field and sends nothing', async () => {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { user } = renderContact();
    await user.type(await screen.findByLabelText('Email'), 'rosa-at-example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    renderContact();
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('prefills the signed-in email, sends, and confirms on the page', async () => {
    const account = await signedInAs('filmmaker');
    const { user } = renderContact();
    expect(await screen.findByLabelText('Email')).toHaveValue(account.email);
    expect(screen.getByLabelText('Name')).toHaveValue('Test Person');
    await user.type(screen.getByLabelText('Subject'), 'Insurance');
    await user.type(screen.getByLabelText('Message'), 'Do I need my own insurance?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const confirmation = await screen.findByRole('heading', {
      name: 'Thank you! Your message has been sent.',
    });
    // The confirmation takes the focus, so keyboard and screen-reader users learn of it.
    await waitFor(() => expect(confirmation).toHaveFocus());
    const mailbox = await fetch('/dev/mailbox.json?to=support%40setspot.local');
    const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
    expect(emails.some((email) => email.text.includes('Do I need my own insurance?'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
  });
});
