import { centsToDollars } from '@setspot/domain/common/money';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

// Emails of an operator's decision on a pardonable-event claim (ADR 0048), to both sides.

type Decided = { title: string; approved: boolean; reason: string; refundCents: number; bookingUrl: string };

const dollars = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

export function claimDecisionRenterEmail(to: string, claim: Decided): OutgoingEmail {
  return {
    to,
    subject: claim.approved
      ? `Your pardonable-event claim for "${claim.title}" was approved`
      : `Your pardonable-event claim for "${claim.title}" was declined`,
    text: [
      claim.approved
        ? `We approved your claim: you get a full refund, service fee included. ${dollars(claim.refundCents)} more is on its way to the card you paid with; refunds are processed within 5-7 business days.`
        : 'We declined your claim. The standard refund tiers apply to your cancellation.',
      `Reason: ${claim.reason}`,
      'Decisions on pardonable events are final.',
      `Your booking: ${claim.bookingUrl}`,
    ].join('\n\n'),
  };
}

export function claimDecisionOwnerEmail(to: string, claim: Decided): OutgoingEmail {
  return {
    to,
    subject: `A cancelled booking of "${claim.title}": pardonable-event claim ${claim.approved ? 'approved' : 'declined'}`,
    text: [
      claim.approved
        ? 'The filmmaker showed that their cancellation was a pardonable event, so they get a full refund, service fee included. What the cancellation had left you of this booking goes back to them.'
        : "The filmmaker's pardonable-event claim was declined. The standard refund tiers apply, and your share of the booking stays as it was.",
      `Reason: ${claim.reason}`,
    ].join('\n\n'),
  };
}
