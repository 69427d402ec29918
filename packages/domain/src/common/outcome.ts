import type { ErrorCode } from './error-body.ts';

/**
 * What a service answers, in domain words (architecture section 8.3): a value, or a refusal with the
 * reason a person reads. Only the API's edge (apps/api/src/http/outcome.ts) turns a refusal into
 * an HTTP status, so services and jobs never speak HTTP.
 */
export type Refusal = {
  readonly ok: false;
  /** not_found also answers "not yours", so nobody learns that someone else's row exists. */
  readonly reason: 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'payment_failed';
  readonly message: string;
  /** A more precise error code than the reason's own, e.g. DATES_NOT_AVAILABLE for a conflict. */
  readonly code?: ErrorCode;
};
export type Success<T> = { readonly ok: true; readonly value: T };
export type Outcome<T> = Success<T> | Refusal;

export function success<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function refusal(reason: Refusal['reason'], message: string, code?: ErrorCode): Refusal {
  return code ? { ok: false, reason, message, code } : { ok: false, reason, message };
}
