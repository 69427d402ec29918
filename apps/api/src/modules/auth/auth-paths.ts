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
  // TOTP two-factor sign-in (ADR 0049): turning it on or off asks for the password; the codes are
  // checked by Better Auth, which locks the account after repeated wrong ones.
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
]);

/** The reset link in the email: GET /reset-password/{token} (redirects to the app with the token). */
const RESET_LINK = /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/;

export function isAllowedAuthPath(method: string, url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
  return ALLOWED.has(`${method} ${path}`) || (method === 'GET' && RESET_LINK.test(path));
}
