/** Review texts, product section 8. Word for word. */
export const FAILED_TO_SUBMIT_REVIEW = 'Failed to submit review. Please try again.';
export const REVIEW_SUBMITTED_SUCCESSFULLY = 'Review submitted successfully!';

// Not in the spec: the API's answers for reviews it refuses, and the double-blind notes (ADR 0015).
export const RATING_OUT_OF_RANGE = 'Please choose a rating from 1 to 5 stars';
export const REVIEW_ALREADY_SUBMITTED = 'You have already reviewed this booking';
export const REVIEW_NOT_ALLOWED = 'You can review a location after your completed booking';
export const RENTER_REVIEW_NOT_ALLOWED =
  'You can review a filmmaker after their completed booking on your listing';
export const REVIEW_PERIOD_OVER = 'The 14-day review period for this booking has ended';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REPLY_ALREADY_POSTED = 'You have already replied to this review';
export const REPLY_NOT_YET = 'You can reply once the review is published';
export const FILMMAKER_NOT_FOUND = 'Filmmaker not found';
export const REPLY_REQUIRED = 'Please write a reply';
export const REVIEW_HIDDEN_UNTIL_BOTH =
  'Your review will be shown when the other side has reviewed too, or 14 days after the booking ended.';
