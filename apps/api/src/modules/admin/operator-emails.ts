import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

// Emails operators' actions send (ADR 0038). Plain and short: what happened, why, where to ask.

export function listingHiddenEmail(
  to: string,
  title: string,
  reason: string,
  contactUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: `Your listing "${title}" was hidden`,
    text: [
      `Your listing "${title}" is no longer shown on SetSpot.`,
      `Reason: ${reason}`,
      `If you think this is a mistake, contact support: ${contactUrl}`,
    ].join('\n\n'),
  };
}

export function listingRestoredEmail(to: string, title: string, reason: string, url: string): OutgoingEmail {
  return {
    to,
    subject: `Your listing "${title}" is shown again`,
    text: [`Your listing "${title}" is back on SetSpot: ${url}`, `Note from SetSpot: ${reason}`].join('\n\n'),
  };
}

export function reportHandledEmail(to: string, what: string): OutgoingEmail {
  return {
    to,
    subject: 'Your report was handled',
    text: [
      `Thank you for reporting ${what}. Our team looked at it and has handled it.`,
      'We do not share the details of what we did, to protect everyone involved.',
    ].join('\n\n'),
  };
}
