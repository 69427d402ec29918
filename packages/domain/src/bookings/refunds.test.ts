import { describe, expect, it } from 'vitest';
import { inProcessTimeZone } from '../testing/process-time-zone.ts';
import {
  REFUND_TIERS,
  refundCents,
  refundForBookingCancellation,
  refundForCancellation,
  refundTier,
  renterCancellationQuote,
} from './refunds.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const startsAt = new Date('2024-06-10T00:00:00.000Z');
const before = (ms: number) => new Date(startsAt.getTime() - ms);

describe('refundTier', () => {
  it.each([
    ['30 days', 30 * DAY, 100],
    ['exactly 7 days', 7 * DAY, 100],
    ['just under 7 days', 7 * DAY - 1, 80],
    ['6 days', 6 * DAY, 80],
    ['exactly 5 days', 5 * DAY, 80],
    ['just under 5 days', 5 * DAY - 1, 50],
    ['2 days', 2 * DAY, 50],
    ['exactly 24 hours', 24 * HOUR, 50],
    ['just under 24 hours', 24 * HOUR - 1, 0],
    ['1 hour', HOUR, 0],
    ['at the start', 0, 0],
    ['after the start', -HOUR, 0],
  ])('%s before the start refunds %i%%', (_label, noticeMs, percent) => {
    expect(refundTier(startsAt, before(noticeMs)).percent).toBe(percent);
  });

  it('refuses invalid dates', () => {
    expect(() => refundTier(new Date('nope'), startsAt)).toThrow(RangeError);
  });

  it('lists the tiers from most to least generous', () => {
    expect(REFUND_TIERS.map((tier) => tier.percent)).toEqual([100, 80, 50, 0]);
  });
});

describe('refundCents', () => {
  it('takes the share, rounded down to a whole cent', () => {
    expect(refundCents(1999, 100)).toBe(1999);
    expect(refundCents(1999, 80)).toBe(1599); // 1599.2
    expect(refundCents(1999, 50)).toBe(999); // 999.5
    expect(refundCents(1999, 0)).toBe(0);
    expect(refundCents(0, 80)).toBe(0);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => refundCents(19.99, 80)).toThrow(RangeError);
    expect(() => refundCents(-100, 80)).toThrow(RangeError);
  });
});

describe('refundForCancellation', () => {
  it('returns the tier and the refund', () => {
    expect(refundForCancellation({ startsAt, cancelledAt: before(6 * DAY), amountCents: 105_000 })).toEqual({
      tier: 'most',
      percent: 80,
      refundCents: 84_000,
    });
  });

  it('measures notice to the start of the first day in the location zone', () => {
    // 2024-06-10 starts at 04:00Z in New York.
    const exactlySevenDays = new Date('2024-06-03T04:00:00.000Z');
    const base = { startDate: '2024-06-10', amountCents: 10_000 };
    expect(
      refundForBookingCancellation({ ...base, timeZone: 'America/New_York', cancelledAt: exactlySevenDays }),
    ).toEqual({
      tier: 'full',
      percent: 100,
      refundCents: 10_000,
    });
    const justLate = new Date(exactlySevenDays.getTime() + 1);
    expect(
      refundForBookingCancellation({ ...base, timeZone: 'America/New_York', cancelledAt: justLate }).percent,
    ).toBe(80);
    // The same instant is under 7 days before a start at midnight UTC.
    expect(refundForBookingCancellation({ ...base, cancelledAt: exactlySevenDays }).percent).toBe(80);
  });
});

describe('renterCancellationQuote', () => {
  const base = { startDate: '2024-06-10', totalCents: 99_999 };
  // 2024-06-10 begins at 07:00Z in Los Angeles (UTC-7 in June) and at 2024-06-09T15:00Z in Tokyo (UTC+9).
  const cases = [
    ['America/Los_Angeles', '2024-06-10T07:00:00.000Z'],
    ['Asia/Tokyo', '2024-06-09T15:00:00.000Z'],
  ] as const;
  const boundaries = [
    [7 * DAY, 'full', 100, 99_999],
    [7 * DAY - 1, 'most', 80, 79_999],
    [5 * DAY, 'most', 80, 79_999],
    [5 * DAY - 1, 'half', 50, 49_999],
    [24 * HOUR, 'half', 50, 49_999],
    [24 * HOUR - 1, 'none', 0, 0],
  ] as const;

  for (const processZone of ['UTC', 'Pacific/Auckland', 'America/Anchorage']) {
    for (const [timeZone, firstInstant] of cases) {
      it.each(boundaries)(
        `${timeZone}, process TZ=${processZone}: %i ms before the start is %s`,
        (noticeMs, tier, percent, refund) => {
          const now = new Date(new Date(firstInstant).getTime() - noticeMs);
          const quote = inProcessTimeZone(processZone, () =>
            renterCancellationQuote({ ...base, timeZone, paymentStatus: 'paid', now }),
          );
          expect(quote).toEqual({ tier, percent, chargedCents: 99_999, refundCents: refund });
        },
      );
    }
  }

  it('refunds the tier of the booking fee only: the service fee is charged and kept', () => {
    const now = new Date('2024-06-01T00:00:00Z'); // 9 days ahead: full tier
    const quote = renterCancellationQuote({
      ...base,
      serviceFeeCents: 10_000,
      timeZone: 'UTC',
      paymentStatus: 'paid',
      now,
    });
    expect(quote).toEqual({ tier: 'full', percent: 100, chargedCents: 109_999, refundCents: 99_999 });
  });

  it.each(['unpaid', 'authorized', 'failed'] as const)(
    'charges nothing while the payment is %s',
    (paymentStatus) => {
      const now = new Date('2024-06-09T23:00:00Z');
      expect(renterCancellationQuote({ ...base, timeZone: 'UTC', paymentStatus, now })).toEqual({
        tier: 'full',
        percent: 100,
        chargedCents: 0,
        refundCents: 0,
      });
    },
  );
});
