// Texts of pardonable-event claims. The rule quoted is the spec's (section 9) word for word.
export const CLAIM_WINDOW_RULE =
  'Each pardonable event needs documentation submitted within 48 hours of the cancellation request.';
export const CLAIM_TOO_LATE = `It is too late to submit documentation for this booking. ${CLAIM_WINDOW_RULE}`;
export const CLAIM_NEEDS_CANCELLATION =
  'A pardonable-event claim can be made only for a booking you cancelled.';
export const CLAIM_NEEDS_PAYMENT = 'There is nothing to refund: this booking was never charged.';
export const CLAIM_ALREADY_FILED =
  'A claim was already made for this booking. Decisions on pardonable events are final.';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CLAIM_ALREADY_DECIDED =
  'This claim has already been decided. Decisions on pardonable events are final.';
export const CLAIM_NEEDS_DOCUMENTS = 'This claim has no documentation yet.';
export const CLAIM_TOO_MANY_DOCUMENTS = 'A claim can have at most 4 documents.';
export const CLAIM_DOCUMENT_TYPE = 'Documentation must be a PDF or an image (JPEG, PNG, WebP, HEIC).';
export const CLAIM_DOCUMENT_TOO_LARGE = 'Each document can be at most 10 MB.';
export const CLAIM_RECEIVED =
  'Your claim was received. SetSpot will review your documentation and email you the decision.';
export const OWNER_ALREADY_PAID =
  'The owner has already been paid for this booking, and taking a payout back is not available yet. Refund the renter from the payment provider and record it by hand.';

export const CLAIM_STATUS_TEXT = {
  open: 'Claim under review',
  approved: 'Claim approved: full refund',
  declined: 'Claim declined',
} as const;
