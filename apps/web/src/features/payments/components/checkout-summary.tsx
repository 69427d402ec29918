import { daysBetween } from '@setspot/domain/common/calendar-date';
import { centsToDollars, toCents } from '@setspot/domain/common/money';
import type { TestCheckoutSession } from '@setspot/domain/payments/test-cards';
import { formatCalendarRange } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/** The left side of a hosted checkout: who is paid, how much, for what. */
export function CheckoutSummary({ session }: { session: TestCheckoutSession }) {
  const days = daysBetween(session.startDate, session.endDate) + 1;
  const bookingFee = centsToDollars(toCents(session.amount) - toCents(session.serviceFee));
  const dates = formatCalendarRange(session.startDate, session.endDate);
  return (
    <section aria-labelledby="checkout-amount" className="grid gap-6">
      <div className="grid gap-1">
        <p className="text-muted-foreground">Pay SetSpot</p>
        <p id="checkout-amount" className="text-4xl font-semibold tracking-tight">
          {formatMoney(session.amount)}
        </p>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="grid gap-0.5">
            <span className="font-medium">{session.locationTitle}</span>
            <span className="text-muted-foreground">
              {dates} · {days} {days === 1 ? 'day' : 'days'}
            </span>
          </dt>
          <dd className="font-medium">{formatMoney(bookingFee)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Service fee</dt>
          <dd>{formatMoney(session.serviceFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 font-semibold">
          <dt>Total due</dt>
          <dd>{formatMoney(session.amount)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {session.instantBook
          ? // Instant Book (ADR 0039): paying confirms the booking and captures the card at once.
            'Instant Book: your booking is confirmed and your card charged as soon as you pay, with no approval step.'
          : 'Your card is authorized now and charged only when the owner approves your request.'}
      </p>
    </section>
  );
}
