import { apiFetch } from '../api-client';

export type TwoFactorSecret = { totpURI: string; backupCodes: string[] };

/** POST /api/auth/two-factor/enable: with the password, a new TOTP secret and backup codes (not on yet). */
export function startTwoFactor(password: string) {
  return apiFetch<TwoFactorSecret>('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password, method: 'totp' },
  });
}

/**
 * POST /api/auth/two-factor/verify-totp: a code from the authenticator app. Turns two-factor on
 * when it is being set up, and finishes a sign-in that asked for it (a new session cookie).
 */
export function verifyTotp(code: string) {
  return apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

/** POST /api/auth/two-factor/verify-backup-code: one of the backup codes, each good once. */
export function verifyBackupCode(code: string) {
  return apiFetch('/api/auth/two-factor/verify-backup-code', { method: 'POST', body: { code } });
}
