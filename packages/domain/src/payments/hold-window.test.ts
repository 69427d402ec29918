import { describe, expect, it } from 'vitest';
import { pendingRequestExpiresAt } from '../bookings/booking-rules.ts';
import { addDays } from '../common/calendar-date.ts';
import { AUTHORIZED_REQUEST_TTL_MS } from '../common/constants.ts';
import { calendarDateAt } from '../common/time-zone.ts';
import { CARD_HOLD_MARGIN_MS, CARD_HOLD_WINDOW_MS } from './hold-window.ts';

// docs/decisions/0037: no request may outlive the hold on its card. The hold starts when the card is
// authorised, which is after the request was made, so a request that lapses within the window counted
// from its creation lapses within the hold.
describe('the card hold window', () => {
  it('keeps the authorised request life a day inside Stripe’s 7 days', () => {
    expect(AUTHORIZED_REQUEST_TTL_MS + CARD_HOLD_MARGIN_MS).toBeLessThanOrEqual(CARD_HOLD_WINDOW_MS);
  });

  it('ends every authorised request before its hold, whatever its dates and zone', () => {
    const zones = [
      'UTC',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Australia/Lord_Howe',
    ];
    // Creation times every 37 hours over a year (every hour of the day in turn), with first days from 1 to 400 days ahead.
    for (let hour = 0; hour < 365 * 24; hour += 37) {
      const createdAt = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_234);
      for (const timeZone of zones) {
        for (const daysAhead of [1, 2, 5, 6, 7, 8, 30, 400]) {
          const startDate = addDays(calendarDateAt(createdAt, timeZone), daysAhead);
          const expiresAt = pendingRequestExpiresAt(
            { createdAt, paymentStatus: 'authorized', startDate },
            timeZone,
          );
          expect(expiresAt.getTime() - createdAt.getTime()).toBeLessThanOrEqual(
            CARD_HOLD_WINDOW_MS - CARD_HOLD_MARGIN_MS,
          );
        }
      }
    }
  });
});
