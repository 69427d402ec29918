import type { RefundQuote } from '@setspot/domain/bookings/booking-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';

/** The refund that cancelling now would bring, in words, with its loading and failure states. */
export function RefundQuoteText({ quote }: { quote: UseQueryResult<RefundQuote> }) {
  if (quote.isError) {
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-lg bg-destructive-soft p-3 text-sm text-destructive-strong"
      >
        <p>The refund could not be worked out: {errorMessage(quote.error)}</p>
        <Button size="sm" variant="outline" className="w-fit" onClick={() => void quote.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!quote.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Working out your refund...
      </p>
    );
  }
  const { chargedAmount, refundAmount, percent } = quote.data;
  return (
    <div role="status" className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
      {chargedAmount === 0 ? (
        <>
          <p className="font-semibold">Refund: nothing to refund</p>
          <p className="text-muted-foreground">
            Nothing has been charged for this request. Any hold on your card is released.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">Refund: {formatMoney(refundAmount)}</p>
          <p className="text-muted-foreground">
            {percent}% of the booking fee, out of the {formatMoney(chargedAmount)} you paid
            {percent === 0 ? ': the shoot starts in less than 24 hours.' : '.'} The service fee is not
            refunded.
          </p>
        </>
      )}
    </div>
  );
}
