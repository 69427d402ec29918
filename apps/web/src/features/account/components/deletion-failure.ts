import {
  FAILED_TO_CHECK_USER_PROFILE,
  FAILED_TO_DELETE_USER_ACCOUNT,
  FAILED_TO_DELETE_USER_PROFILE,
} from '@setspot/domain/profiles/account-texts';
import { ApiError } from '../../../lib/api-client';

const UNEXPECTED = 'An unexpected error occurred';

/**
 * The spec's error toasts for a failed deletion (section 8), mapped onto the one server call (ADR
 * 0017): who is asking could not be established (signed out, no profile: 'check'), the deletion was
 * refused as it stood (a conflict: 'profile'), the server failed ('account'), anything else.
 */
export function deletionFailureTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED;
  if (error.status === 401 || error.status === 403 || error.status === 404)
    return FAILED_TO_CHECK_USER_PROFILE;
  if (error.status === 409) return FAILED_TO_DELETE_USER_PROFILE;
  if (error.status >= 500) return FAILED_TO_DELETE_USER_ACCOUNT;
  return UNEXPECTED;
}
