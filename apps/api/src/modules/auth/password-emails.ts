import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

/** How long a password reset link works (docs/limits.md): one hour, and only once. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

type Person = { to: string; name: string };

function greeting(name: string): string {
  return name ? `Hi ${name},` : 'Hi,';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetPasswordEmail(input: Person & { url: string }): OutgoingEmail {
  const hi = greeting(input.name);
  return {
    to: input.to,
    subject: 'Reset your SetSpot password',
    text: `${hi}\n\nSomeone asked to reset the password of your SetSpot account. To choose a new password, open this link within one hour:\n\n${input.url}\n\nThe link works once. If you did not ask for this, you can ignore this email: your password stays as it is.\n`,
    html: `<p>${escapeHtml(hi)}</p><p>Someone asked to reset the password of your SetSpot account. The link works once, within one hour:</p><p><a href="${escapeHtml(input.url)}">Choose a new password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
  };
}

export function passwordChangedEmail(input: Person & { loginUrl: string; forgotUrl: string }): OutgoingEmail {
  const hi = greeting(input.name);
  return {
    to: input.to,
    subject: 'Your SetSpot password was changed',
    text: `${hi}\n\nThe password of your SetSpot account was just changed, and every other session was signed out.\n\nIf this was you, there is nothing to do. If it was not, reset your password now:\n\n${input.forgotUrl}\n`,
    html: `<p>${escapeHtml(hi)}</p><p>The password of your SetSpot account was just changed, and every other session was signed out.</p><p>If this was not you, <a href="${escapeHtml(input.forgotUrl)}">reset your password now</a>. Otherwise <a href="${escapeHtml(input.loginUrl)}">log in</a> as usual.</p>`,
  };
}

export function changeEmailEmail(input: Person & { url: string }): OutgoingEmail {
  const hi = greeting(input.name);
  return {
    to: input.to,
    subject: 'Confirm your new SetSpot email address',
    text: `${hi}\n\nYou asked to use this address for your SetSpot account. To confirm it, open this link within one hour:\n\n${input.url}\n\nUntil you do, your account keeps its old address. If you did not ask for this, you can ignore this email.\n`,
    html: `<p>${escapeHtml(hi)}</p><p>You asked to use this address for your SetSpot account. Confirm it within one hour:</p><p><a href="${escapeHtml(input.url)}">Confirm my new email</a></p><p>Until you do, your account keeps its old address. If you did not ask for this, you can ignore this email.</p>`,
  };
}
