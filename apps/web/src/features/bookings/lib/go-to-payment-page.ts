/**
 * Leaves for the payment page: Stripe's hosted checkout, or the built-in test checkout (a path of
 * this app). A full page load either way, the way a payment provider's redirect behaves, so the
 * return to /order-confirmation starts from fresh data.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
