/** Review texts, spec section 8. Word for word. */
export const FAILED_TO_SUBMIT_REVIEW = 'Failed to submit review. Please try again.';
export const REVIEW_SUBMITTED_SUCCESSFULLY = 'Review submitted successfully!';

// Not in the spec: the API's answers for reviews it refuses.
export const RATING_OUT_OF_RANGE = 'Please choose a rating from 1 to 5 stars';
export const REVIEW_ALREADY_SUBMITTED = 'You have already reviewed this booking';
export const REVIEW_NOT_ALLOWED = 'You can review a location after your completed booking';
