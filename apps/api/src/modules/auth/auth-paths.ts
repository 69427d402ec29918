/**
 * The Better Auth endpoints SetSpot uses (architecture section 6). Everything else Better Auth offers
 * (update-user, delete-user, session listing, account linking, ...) would write user
 * fields past SetSpot's own validation, so it is not reachable: profile fields change only through
 * SetSpot's routes.
 */
const ALLOWED = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /change-email',
  'GET /ok',
]);

/** The reset link in the email: GET /reset-password/{token} (redirects to the app with the token). */
const RESET_LINK = /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/;

export function isAllowedAuthPath(method: string, url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
  return ALLOWED.has(`${method} ${path}`) || (method === 'GET' && RESET_LINK.test(path));
}
