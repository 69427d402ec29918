/** Authentication texts, product sections 2, 4 and 8. Word for word. */
export const LOGIN_FAILED = 'Login failed';
export const ERROR_SIGNING_OUT = 'Error signing out';
export const MUST_BE_LOGGED_IN_TO_ACCESS_PAGE = 'You must be logged in to access this page';
export const AUTHENTICATION_REQUIRED = 'Authentication Required';
export const PLEASE_LOG_IN_TO_ACCESS_CONTENT = 'Please log in to access this content.';
export const EMAIL_CONFIRMED = 'Email confirmed!';
export const EMAIL_CONFIRMED_DESCRIPTION = 'Your email has been verified successfully. Please log in.';
export const EMAIL_VERIFIED_SUCCESSFULLY = 'Email verified successfully';
export const EMAIL_VERIFIED_DESCRIPTION = 'Your email has been confirmed. Welcome!';
export const EMAIL_CONFIRMATION_REQUIRED = 'Email Confirmation Required';
export const AUTH_SESSION_MISSING = 'Auth session missing!';
