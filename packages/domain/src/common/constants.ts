/** Business constants and limits of product section 9 (and architecture section 5 where noted). */

// Search
export const PAGE_SIZE = 10;
export const FEATURED_LOCATIONS_COUNT = 3;
export const PRICE_SLIDER_MIN = 0;
/** The slider's top value; its label reads '$2000+' because the top means "no upper limit". */
export const PRICE_SLIDER_MAX = 2000;
export const PRICE_SLIDER_STEP = 50;
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 1000;
export const MIN_SIZE_ANY = 'any';
export const MIN_SIZE_OPTIONS = [MIN_SIZE_ANY, 500, 1000, 2000, 3000, 5000] as const;
export type MinSizeOption = (typeof MIN_SIZE_OPTIONS)[number];

// Images
export const MAX_IMAGES = 4;
export const MAX_IMAGE_BYTES = 10_485_760;
export const IMAGE_CACHE_CONTROL_SECONDS = 3600;
export const MAX_AVATAR_IMAGES = 1;
/** Shown wherever a listing has no usable image, or an image fails to load. */
export const PLACEHOLDER_IMAGE_URL = '/placeholder.svg';

// Booking and detail page
export const DEFAULT_CREW_SIZE = 1;
export const MIN_CREW_SIZE = 1;
/**
 * Not in the spec: bounds a request so pricing and availability checks stay cheap, and so that the
 * highest daily price a listing may have (MAX_LISTING_PRICE) times this many days still fits in a
 * booking's total (MAX_STORABLE_CENTS; a unit test checks it).
 */
export const MAX_BOOKING_DAYS = 90;
export const CALENDAR_MONTHS = 2;
export const DEFAULT_RESPONSE_RATE = 95;
export const REVIEW_AVERAGE_DECIMALS = 1;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

// Listing wizard
export const WIZARD_STEPS = 4;
export const DEFAULT_AVAILABILITY = Object.freeze({ weekdays: true, weekends: true, holidays: false });
export const PRICE_TIP_DAILY = '$200-$500 per day';
export const PRICE_TIP_HOURLY = '$25-$100 per hour';

// Dashboards
export const OWNER_RECENT_PROPERTIES = 3;
export const OWNER_RECENT_BOOKING_REQUESTS = 5;
export const FILMMAKER_RECENT_BOOKINGS = 3;
/** Not in the spec: the owner's bookings list pages by this many. */
export const OWNER_BOOKINGS_PAGE_SIZE = 20;
/** Not in the spec: the filmmaker's bookings list pages by this many (GET /api/me/bookings). */
export const FILMMAKER_BOOKINGS_PAGE_SIZE = 20;

// Layout
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Lower bounds in px: mobile is below TABLET, tablet from 640 to under 1024, desktop from 1024. */
export const BREAKPOINTS = Object.freeze({ tablet: 640, desktop: 1024, large: 1280 });

// Timing
export const ACCOUNT_DELETION_PAUSE_MS = 1000;
export const MESSAGE_GROUP_WINDOW_MS = 300_000;
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** Refresh the session token once it is within this long of expiry. */
export const TOKEN_REFRESH_MARGIN_MS = 90_000;
export const QUERY_RETRY_COUNT = 1;

// Booking lifetime (architecture section 5): requests hold dates only while they live.
export const UNPAID_REQUEST_TTL_MS = 30 * 60 * 1000;
export const AUTHORIZED_REQUEST_TTL_MS = 6 * 24 * 60 * 60 * 1000;
/** A request counts as answered for the response rate when answered within this long (architecture 2). */
export const RESPONSE_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;
