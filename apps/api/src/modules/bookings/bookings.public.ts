// What other modules may use of bookings (architecture section 4: one public file).

export { cancelBookingsOfClosingAccount, type PartyCancellation } from './account-closure.service.ts';
export { recordAuthorization, recordPaymentFailure } from './booking-payments.service.ts';
export { settleLockedBooking } from './booking-transitions.ts';
export { refundCancelledBookingInFull } from './full-refund.service.ts';
export { MoneyStepFailed } from './money-steps.ts';
export { cancelBookingAsOperator } from './operator-cancel.service.ts';
export { recentOwnerBookings } from './owner-bookings.service.ts';
export { getTestCheckoutSession, payTestCheckoutSession } from './test-checkout.service.ts';
export { TransitionRefused } from './transition.ts';
