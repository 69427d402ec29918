import { centsToDollars } from '@setspot/domain/common/money';
import {
  PAYOUT_FAILED_SUBJECT,
  PAYOUTS_SET_UP_SUBJECT,
  payoutOnItsWaySubject,
} from '@setspot/domain/payments/payout-texts';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => money.format(centsToDollars(cents));

type Contact = { email: string; firstName: string | null };
type Line = { title: string; startDate: string; endDate: string; netCents: number };

function email(to: Contact, subject: string, body: string[], link: string): OutgoingEmail {
  const greeting = to.firstName ? `Hi ${to.firstName},` : 'Hi,';
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${body.join('\n\n')}\n\n${link}\n\nThe SetSpot team\n`,
  };
}

export function payoutOnItsWayEmail(to: Contact, amountCents: number, lines: Line[], link: string) {
  const bookings = lines.map(
    (l) => `- ${l.title}, ${l.startDate} to ${l.endDate}: ${formatCents(l.netCents)}`,
  );
  return email(
    to,
    payoutOnItsWaySubject(formatCents(amountCents)),
    [
      `We sent ${formatCents(amountCents)} to your bank account. It usually arrives within 1 to 2 business days.`,
      bookings.length > 0
        ? `For these bookings:\n${bookings.join('\n')}`
        : 'For earlier bookings whose payout failed.',
      'Your payouts:',
    ],
    link,
  );
}

export function payoutFailedEmail(to: Contact, amountCents: number, link: string) {
  return email(
    to,
    PAYOUT_FAILED_SUBJECT,
    [
      `Your bank returned a payout of ${formatCents(amountCents)}. The money is safe with SetSpot: check your bank details and we will send it again.`,
      'Update your bank details:',
    ],
    link,
  );
}

export function payoutsSetUpEmail(to: Contact, link: string) {
  return email(
    to,
    PAYOUTS_SET_UP_SUBJECT,
    [
      'Your payout account is verified. SetSpot pays you 24 hours after each shoot ends, minus SetSpot’s fee; bookings that already finished are paid on the next run.',
      'Your payouts:',
    ],
    link,
  );
}
