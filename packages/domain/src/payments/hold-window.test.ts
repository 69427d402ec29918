import fc from 'fast-check';
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
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2035-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom(...zones),
        (createdAt, daysAhead, timeZone) => {
          const startDate = addDays(calendarDateAt(createdAt, timeZone), daysAhead);
          const expiresAt = pendingRequestExpiresAt(
            { createdAt, paymentStatus: 'authorized', startDate },
            timeZone,
          );
          expect(expiresAt.getTime() - createdAt.getTime()).toBeLessThanOrEqual(
            CARD_HOLD_WINDOW_MS - CARD_HOLD_MARGIN_MS,
          );
        },
      ),
    );
  });
});
