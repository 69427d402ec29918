/**
 * How long a card authorisation holds before the card network lets it lapse: 7 days for online
 * (customer-initiated) card payments with Visa, Mastercard, American Express and Discover
 * (https://docs.stripe.com/payments/capture-later). An authorised request must be answered well
 * within it (docs/decisions/0037-card-hold-window.md).
 */
export const CARD_HOLD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The margin an answer keeps from the hold's end: the owner's capture must not race its lapse. */
export const CARD_HOLD_MARGIN_MS = 24 * 60 * 60 * 1000;
