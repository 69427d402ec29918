// What other modules may use of payouts (architecture section 4: one public file).

export {
  chargedCents,
  feesOfRequest,
  ownerEarningsView,
  recordBookingMoney,
  runWithBookingMoney,
} from './booking-money.ts';

/**
 * An operator's refund of a finished booking, reversing the owner's transfer when it was paid out
 * (docs/decisions/0047). For the operator console's refund (issue 29, built alongside).
 * @public
 */
export { refundAfterPayout } from './refund-after-payout.ts';
