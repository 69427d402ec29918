// What other modules may use of payouts (architecture section 4: one public file).

export {
  chargedCents,
  feesOfRequest,
  ownerEarningsView,
  recordBookingMoney,
} from './booking-money.ts';
