import type { Cents } from '@setspot/domain/common/money';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

/** What every booking email shows (the task: each with the booking's details and a link). */
export type EmailBooking = {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  startDate: string;
  endDate: string;
  /** What the renter is charged: the booking fee plus the service fee. */
  totalCents: Cents;
  serviceFeeCents: Cents;
  crewSize: number;
  projectDetails: string | null;
  renterName: string;
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatDay = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
export const formatCents = (cents: Cents) => moneyFormat.format(cents / 100);

function details(booking: EmailBooking): string {
  const lines = [
    `Location: ${booking.title}`,
    `Address: ${booking.address}, ${booking.city}, ${booking.state}`,
    `Dates: ${formatDay(booking.startDate)} to ${formatDay(booking.endDate)}`,
    ...(booking.serviceFeeCents > 0
      ? [
          `Booking fee: ${formatCents(booking.totalCents - booking.serviceFeeCents)}`,
          `Service fee: ${formatCents(booking.serviceFeeCents)}`,
        ]
      : []),
    `Total: ${formatCents(booking.totalCents)}`,
    `Crew size: ${booking.crewSize}`,
  ];
  if (booking.projectDetails) lines.push(`Project: ${booking.projectDetails}`);
  lines.push(`Booking reference: ${booking.id}`);
  return lines.join('\n');
}

function email(
  to: string,
  greetingName: string,
  subject: string,
  body: string[],
  link: string,
): OutgoingEmail {
  const greeting = greetingName ? `Hi ${greetingName},` : 'Hi,';
  return { to, subject, text: `${greeting}\n\n${body.join('\n\n')}\n\n${link}\n\nThe SetSpot team\n` };
}

type Recipient = { email: string; firstName: string; link: string };

export function newRequestEmail(owner: Recipient, booking: EmailBooking): OutgoingEmail {
  return email(
    owner.email,
    owner.firstName,
    `New booking request for ${booking.title}`,
    [
      `${booking.renterName || 'A filmmaker'} would like to book ${booking.title}. The card is authorised and is charged when you approve. Please approve or reject the request within 6 days, before it expires.`,
      details(booking),
      'Answer the request:',
    ],
    owner.link,
  );
}

export function approvedEmail(renter: Recipient, booking: EmailBooking): OutgoingEmail {
  return email(
    renter.email,
    renter.firstName,
    `Your booking at ${booking.title} is confirmed`,
    [`Good news: the owner approved your booking request.`, details(booking), 'See your booking:'],
    renter.link,
  );
}

export function receiptEmail(renter: Recipient, booking: EmailBooking): OutgoingEmail {
  return email(
    renter.email,
    renter.firstName,
    `Payment receipt for ${booking.title}`,
    [
      `We charged ${formatCents(booking.totalCents)} to your card for this booking.`,
      details(booking),
      'Your booking confirmation:',
    ],
    renter.link,
  );
}

export function rejectedEmail(renter: Recipient, booking: EmailBooking, reason: string): OutgoingEmail {
  return email(
    renter.email,
    renter.firstName,
    `Your booking request for ${booking.title} was declined`,
    [
      `The owner could not accept your request. Reason: ${reason}`,
      'The hold on your card has been released; you were not charged.',
      details(booking),
      'Find other locations from your bookings page:',
    ],
    renter.link,
  );
}

export function expiredEmail(recipient: Recipient, booking: EmailBooking, audience: 'renter' | 'owner') {
  const body =
    audience === 'renter'
      ? 'Your booking request expired before it was paid for or answered, so its dates are free again. Any hold on your card has been released; you were not charged.'
      : `The booking request from ${booking.renterName || 'a filmmaker'} expired without an answer. The hold on their card has been released.`;
  return email(
    recipient.email,
    recipient.firstName,
    `Booking request for ${booking.title} expired`,
    [body, details(booking), 'See your bookings:'],
    recipient.link,
  );
}

export function cancelledEmail(
  recipient: Recipient,
  booking: EmailBooking,
  cancellation: { by: 'renter' | 'owner' | 'operator'; reason: string | null; refundCents: Cents | null },
  audience: 'renter' | 'owner',
): OutgoingEmail {
  const who =
    cancellation.by === audience
      ? 'You cancelled'
      : cancellation.by === 'operator'
        ? 'SetSpot cancelled'
        : cancellation.by === 'owner'
          ? 'The owner cancelled'
          : 'The filmmaker cancelled';
  const refund =
    cancellation.refundCents === null
      ? 'Nothing was charged, and any hold on the card has been released.'
      : audience === 'renter'
        ? `Your refund: ${formatCents(cancellation.refundCents)} of ${formatCents(booking.totalCents)}. It reaches your card within 5-7 business days.`
        : `Refund to the filmmaker: ${formatCents(cancellation.refundCents)} of ${formatCents(booking.totalCents)}. Refunds reach the card within 5-7 business days.`;
  const body = [`${who} the booking at ${booking.title}.`];
  if (cancellation.reason) body.push(`Reason: ${cancellation.reason}`);
  body.push(refund, details(booking), 'See your bookings:');
  return email(
    recipient.email,
    recipient.firstName,
    `Booking at ${booking.title} cancelled`,
    body,
    recipient.link,
  );
}
