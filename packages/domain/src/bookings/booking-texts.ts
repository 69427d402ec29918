import { MAX_BOOKING_DAYS } from '../common/constants.ts';

/** Booking texts, product sections 2, 5 and 8. Word for word. */
export const PLEASE_SELECT_BOOKING_DATES = 'Please select booking dates';
export const PLEASE_LOG_IN_TO_MAKE_A_BOOKING = 'Please log in to make a booking';
export const PLEASE_PROVIDE_A_REASON_FOR_REJECTION = 'Please provide a reason for rejection';
export const BOOKING_NOT_FOUND_TITLE = 'Booking Not Found';
export const BOOKING_NOT_FOUND_DESCRIPTION =
  "We couldn't find the booking details. Please check your bookings page.";

export function failedToCreateBooking(message: string): string {
  return `Failed to create booking: ${message}`;
}

// Not in the spec: rules the product adds (architecture sections 2 and 5) need their own clear answers.
export const END_DATE_BEFORE_START_DATE = 'End date must be on or after the start date';
export const BOOKING_TOO_LONG = `A booking can be at most ${MAX_BOOKING_DAYS} days long`;
export const BOOKING_TOTAL_TOO_LARGE =
  'The total price of this booking is too large. Please choose fewer days.';
export const START_DATE_IN_PAST = 'Start date cannot be in the past';
export const CREW_SIZE_AT_LEAST_ONE = 'Crew size must be at least 1';
export const DATES_NOT_AVAILABLE = 'Those dates are not available. Please choose other dates.';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_CANNOT_BE_CANCELLED = 'This booking can no longer be cancelled';
export const BOOKING_NOT_PENDING = 'This booking request has already been answered';
export const CANNOT_BOOK_OWN_LOCATION = 'You cannot book your own location';
export const ONLY_FILMMAKERS_CAN_BOOK = 'Only filmmaker accounts can book locations';
export const PLEASE_PROVIDE_A_REASON_FOR_CANCELLATION = 'Please provide a reason for cancellation';
export const ONLY_THE_OWNER_CAN_ANSWER = 'Only the owner of this location can answer this request';
export const PAYMENT_NOT_AUTHORIZED =
  'This booking cannot be approved because its payment has not been authorised yet.';
export const BOOKING_ALREADY_STARTED =
  'This booking can no longer be cancelled because it has already started.';
export const CHECKOUT_NOT_OPEN =
  'This booking cannot be paid for: it is not an open request awaiting payment.';
export const PAYMENT_CAPTURE_FAILED =
  "The filmmaker's payment could not be collected, so the booking was not approved. Please try again later.";
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not available right now. Please try again later.';
export const LISTING_CHANGED = 'This location was just updated by its owner. Please try again.';
// A money step the payment provider could not do: nothing changed, and the person may try again.
export const PAYMENT_RELEASE_FAILED =
  'The card hold could not be released just now, so nothing was changed. Please try again later.';
export const PAYMENT_REFUND_FAILED =
  'The refund could not be sent just now, so the booking was not cancelled. Please try again later.';
// The payment had moved before the booking did (a step whose answer was lost): the booking now matches it.
export const APPROVED_BEFORE_CANCEL =
  'The owner has just approved this booking, so it is now confirmed. Please review the cancellation terms and try again.';
export const HOLD_RELEASED_BEFORE_APPROVAL =
  "This request can no longer be approved because the filmmaker's card hold was released.";
