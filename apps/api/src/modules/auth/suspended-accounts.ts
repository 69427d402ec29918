import { ACCOUNT_SUSPENDED } from '@setspot/domain/admin/admin-texts';
import { APIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { isSuspended } from './suspended-accounts.repository.ts';

/**
 * Refuses to make a session for a suspended account (docs/decisions/0038-operators.md): every way of
 * signing in makes one, so this one check covers them all. Its sessions were ended when it was
 * suspended.
 */
export async function refuseSuspendedAccount(db: Db, userId: string): Promise<void> {
  if (await isSuspended(db, userId)) {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED });
  }
}
