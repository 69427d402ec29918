import { ArrowLeft, Lock } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTestCheckoutSession } from '../api/get-test-checkout-session';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutSummary } from './checkout-summary';
import { TestCardForm } from './test-card-form';

/**
 * The built-in test checkout (architecture section 1, payments default): a page of its own that looks and
 * behaves like a hosted checkout, so the whole booking journey runs without a payment provider.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  useDocumentTitle('Checkout');
  const query = useTestCheckoutSession(sessionId);
  const session = query.data;

  return (
    <div className="min-h-dvh bg-slate-50 lg:bg-[linear-gradient(90deg,#f8fafc_50%,#ffffff_50%)]">
      <main className="mx-auto grid min-h-dvh w-full max-w-5xl lg:grid-cols-2">
        {query.isPending ? (
          <p role="status" className="col-span-full self-center text-center text-muted-foreground">
            Loading checkout...
          </p>
        ) : null}
        {query.isError ? (
          <div className="col-span-full self-center px-4">
            <CheckoutNotice
              title={
                query.error instanceof ApiError && query.error.status === 404
                  ? 'Checkout session not found'
                  : 'Checkout could not be loaded'
              }
              text={
                query.error instanceof ApiError && query.error.status === 404
                  ? 'This payment link is not valid. Start again from your bookings.'
                  : query.error.message
              }
              href="/filmmaker/bookings"
              linkText="Go to my bookings"
              onRetry={
                query.error instanceof ApiError && query.error.status === 404
                  ? undefined
                  : () => void query.refetch()
              }
            />
          </div>
        ) : null}
        {session ? (
          <>
            <div className="grid content-start gap-8 px-5 pt-6 pb-8 sm:px-10 lg:py-16 lg:pr-16">
              <a
                href={session.cancelUrl}
                className="flex w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                <span className="font-semibold text-foreground">SetSpot</span>
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 uppercase">
                  Test mode
                </span>
              </a>
              <CheckoutSummary session={session} />
            </div>
            <div className="grid content-start gap-6 bg-white px-5 py-8 shadow-[0_-1px_0_#e2e8f0] sm:px-10 lg:py-16 lg:pl-16 lg:shadow-[-1px_0_0_#e2e8f0]">
              {session.status === 'open' ? (
                <TestCardForm session={session} />
              ) : session.status === 'complete' ? (
                <CheckoutNotice
                  title="Already paid"
                  text="This checkout session has already been paid."
                  href={session.successUrl}
                  linkText="See your booking"
                />
              ) : (
                <CheckoutNotice
                  title="Checkout expired"
                  text="This checkout session has expired. Your card was not charged."
                  href={session.cancelUrl}
                  linkText="Back to SetSpot"
                />
              )}
              <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
                <Lock aria-hidden="true" className="size-3" />
                Test checkout: no real card is charged.
              </p>
            </div>
          </>
        ) : null}
      </main>
    </div>
  );
}
