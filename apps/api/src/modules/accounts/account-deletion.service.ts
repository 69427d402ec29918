import { type Outcome, success } from '@setspot/domain/common/outcome';
import type { DeleteAccountResponse } from '@setspot/domain/profiles/account-deletion';
import { avatarFileKeys } from '@setspot/domain/profiles/avatar-files';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { cancelBookingsOfClosingAccount } from '../bookings/bookings.public.ts';
import { deleteUser, lockProfile, withdrawListingsOf } from './accounts.repository.ts';

const DELETE_FILES = 'accounts.delete-files';
const filesSchema = z.object({ keys: z.array(z.string()) });

type DeletionDeps = Pick<
  AppDeps,
  | 'db'
  | 'payments'
  | 'jobs'
  | 'outbox'
  | 'config'
  | 'clock'
  | 'log'
  | 'storage'
  | 'currentUsers'
  | 'auth'
  | 'rateLimiter'
>;

/** Removes a deleted account's files after the deletion committed; safe to run twice. */
export function defineAccountJobs(deps: Pick<AppDeps, 'jobs' | 'storage'>) {
  deps.jobs.define(DELETE_FILES, async (job) => {
    await deps.storage.delete(filesSchema.parse(job.payload).keys);
  });
}

/**
 * Deletes the caller's account in one transaction (architecture section 2, ADR 0017): future bookings
 * cancelled with refunds (card calls queued as jobs in the same transaction), listings withdrawn,
 * avatar files queued for removal, then the login removed, which ends every session and, through the
 * foreign keys, keeps messages and reviews for the other party without a name. Either all of it
 * happens or none.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  userId: string,
): Promise<Outcome<DeleteAccountResponse>> {
  const result = await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const withdrawnListings = await withdrawListingsOf(tx, userId, deps.clock.now());
    const cancelledBookings = await cancelBookingsOfClosingAccount(deps, tx, userId);
    const keys = avatarKeys(deps, profile);
    if (keys.length > 0) await deps.jobs.enqueue(tx, DELETE_FILES, { keys });
    const endedSessions = await deleteUser(tx, userId);
    return { deleted: true as const, cancelledBookings, withdrawnListings, endedSessions };
  });
  const { endedSessions, ...answer } = result;
  // Every session of the account ended with it: refused on the next request here and, once the
  // notice arrives, on every instance, kept session lookups included (ADR 0031, ADR 0033).
  await Promise.all(endedSessions.map((sessionId) => deps.auth.sessionEnds.announce({ userId, sessionId })));
  deps.currentUsers.forget(userId);
  // Its rate-limit counters: the hits of this very request may still be on their way to the table.
  await deps.rateLimiter.forgetUser(userId).catch((error: unknown) => {
    deps.log.warn({ err: error, userId }, 'A deleted account’s rate-limit counters were not removed');
  });
  deps.log.info({ userId, ...answer }, 'Account deleted');
  return success(answer);
}

function avatarKeys(
  deps: Pick<AppDeps, 'storage'>,
  profile: { avatarKey: string | null; avatarUrl: string | null } | null,
): string[] {
  if (!profile) return [];
  const keys = profile.avatarKey ? avatarFileKeys(profile.avatarKey) : [];
  // An avatar stored before avatar keys existed is known by its URL alone.
  const fromUrl = profile.avatarUrl ? deps.storage.keyFromUrl(profile.avatarUrl) : null;
  return fromUrl && !keys.includes(fromUrl) ? [...keys, fromUrl] : keys;
}
