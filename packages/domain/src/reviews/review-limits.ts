// Apart from the schemas (review-schemas.ts), so that the review forms count without zod.
export const REVIEW_COMMENT_MAX = 2000;
