/** App-wide error texts, product section 8 (and the error page of section 2). Word for word. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const UNEXPECTED_ERROR_TRY_AGAIN = 'We encountered an unexpected error. Please try again.';
export const RETRY = 'Retry';
export const RENDER_FAILURE_DESCRIPTION =
  "We've encountered an unexpected error. Our team has been notified.";
export const TRY_AGAIN = 'Try again';
export const UNABLE_TO_LOAD_APPLICATION = 'Unable to load application';
export const APPLICATION_LOAD_FAILURE_DESCRIPTION =
  "We're sorry, but the application couldn't be loaded. Please try refreshing the page.";
export const REFRESH_PAGE = 'Refresh Page';
export const REFRESH_FAILED = 'Refresh failed';
export const REFRESH_FAILED_DESCRIPTION = 'Please try reloading the page manually';
export const ERROR_PAGE_DESCRIPTION = "We've encountered an unexpected error and our team has been notified.";
export const UNKNOWN_ERROR = 'An unknown error occurred';
export const AN_UNEXPECTED_ERROR_OCCURRED = 'An unexpected error occurred';
/** Toast and alert title used by signup failures and the edit page. */
export const ERROR_TITLE = 'Error';
/** 'Error: {message}' (listing edit, other failures). */
export function errorWithMessage(message: string): string {
  return `Error: ${message}`;
}

// Not in the spec: API answers for failures the original client never met (architecture section 6).
export const NOT_SIGNED_IN = 'You must be logged in to do that';
export const FORBIDDEN = 'You do not have permission to do that';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const INVALID_REQUEST = 'The request is not valid';
