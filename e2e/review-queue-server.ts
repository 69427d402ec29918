/** The second server of the journeys, with LISTING_REVIEW=true (playwright.config.ts starts it). */
export const REVIEW_QUEUE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const REVIEW_QUEUE_URL = `http://127.0.0.1:${REVIEW_QUEUE_PORT}`;
