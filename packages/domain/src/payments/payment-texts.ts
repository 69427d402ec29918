/** Answers of the built-in test checkout (bookings contract), worded like Stripe's hosted page. */
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRY_INVALID = "Your card's expiration date is invalid.";
export const CARD_CVC_INVALID = "Your card's security code is invalid.";
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const CHECKOUT_SESSION_NOT_FOUND = 'Checkout session not found';
export const CHECKOUT_SESSION_EXPIRED = 'This checkout session has expired.';
export const CHECKOUT_SESSION_COMPLETE = 'This checkout session has already been paid.';
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
