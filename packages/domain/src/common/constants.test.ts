import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('product section 9 constants', () => {
  it('has the search limits', () => {
    expect(c.PAGE_SIZE).toBe(10);
    expect(c.FEATURED_LOCATIONS_COUNT).toBe(3);
    expect([c.PRICE_SLIDER_MIN, c.PRICE_SLIDER_MAX, c.PRICE_SLIDER_STEP]).toEqual([0, 2000, 50]);
    expect([c.DEFAULT_MIN_PRICE, c.DEFAULT_MAX_PRICE]).toEqual([0, 1000]);
    expect(c.MIN_SIZE_OPTIONS).toEqual(['any', 500, 1000, 2000, 3000, 5000]);
  });

  it('has the image limits', () => {
    expect(c.MAX_IMAGES).toBe(4);
    expect(c.MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(c.IMAGE_CACHE_CONTROL_SECONDS).toBe(3600);
    expect(c.MAX_AVATAR_IMAGES).toBe(1);
  });

  it('has the booking, wizard and dashboard values', () => {
    expect(c.DEFAULT_CREW_SIZE).toBe(1);
    expect(c.CALENDAR_MONTHS).toBe(2);
    expect(c.DEFAULT_RESPONSE_RATE).toBe(95);
    expect(c.WIZARD_STEPS).toBe(4);
    expect(c.DEFAULT_AVAILABILITY).toEqual({ weekdays: true, weekends: true, holidays: false });
    expect(Object.isFrozen(c.DEFAULT_AVAILABILITY)).toBe(true);
    expect(c.PRICE_TIP_DAILY).toBe('$200-$500 per day');
    expect(c.PRICE_TIP_HOURLY).toBe('$25-$100 per hour');
    expect([c.OWNER_RECENT_PROPERTIES, c.OWNER_RECENT_BOOKING_REQUESTS, c.FILMMAKER_RECENT_BOOKINGS]).toEqual(
      [3, 5, 3],
    );
  });

  it('has the layout and timing values', () => {
    expect(c.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect([c.SIDEBAR_WIDTH, c.SIDEBAR_WIDTH_MOBILE, c.SIDEBAR_WIDTH_ICON]).toEqual([
      '16rem',
      '18rem',
      '3rem',
    ]);
    expect(c.BREAKPOINTS).toEqual({ tablet: 640, desktop: 1024, large: 1280 });
    expect(c.ACCOUNT_DELETION_PAUSE_MS).toBe(1000);
    expect(c.MESSAGE_GROUP_WINDOW_MS).toBe(300_000);
    expect(c.SESSION_CHECK_INTERVAL_MS).toBe(30_000);
    expect(c.TOKEN_REFRESH_MARGIN_MS).toBe(90_000);
    expect(c.QUERY_RETRY_COUNT).toBe(1);
  });

  it('has the request lifetimes of architecture section 5', () => {
    expect(c.UNPAID_REQUEST_TTL_MS).toBe(1_800_000);
    expect(c.AUTHORIZED_REQUEST_TTL_MS).toBe(518_400_000);
  });
});
