import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

export function confirmationEmail(input: { to: string; name: string; url: string }): OutgoingEmail {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  return {
    to: input.to,
    subject: 'Confirm your SetSpot email address',
    text: `${greeting}\n\nWelcome to SetSpot. Please confirm your email address by opening this link:\n\n${input.url}\n\nIf you did not create a SetSpot account, you can ignore this email.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Welcome to SetSpot. Please confirm your email address:</p><p><a href="${escapeHtml(input.url)}">Confirm my email</a></p><p>If you did not create a SetSpot account, you can ignore this email.</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
