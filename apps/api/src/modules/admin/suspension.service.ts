import type { SuspendResult } from '@setspot/domain/admin/admin-schemas';
import {
  ALREADY_SUSPENDED,
  NOT_SUSPENDED,
  SUSPENDED_OWNER_CANCELLATION,
  SUSPENDED_RENTER_CANCELLATION,
  USER_NOT_FOUND,
} from '@setspot/domain/admin/admin-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { cancelBookingsOfClosingAccount, type PartyCancellation } from '../bookings/bookings.public.ts';
import type { Operator } from './admin-guard.ts';
import {
  deleteSessionsOf,
  findAdminUser,
  hideListingsOfSuspended,
  lockProfileState,
  restoreListingsOfSuspended,
  setSuspension,
} from './admin-users.repository.ts';
import { toAdminUser } from './admin-views.ts';
import { appendAudit } from './audit.repository.ts';

type SuspensionDeps = Pick<
  AppDeps,
  'db' | 'auth' | 'payments' | 'jobs' | 'outbox' | 'config' | 'clock' | 'log' | 'currentUsers'
>;

/** A suspension ends the party's open bookings as a closing account would, with a full refund. */
const SUSPENSION: PartyCancellation = {
  ownerReason: SUSPENDED_OWNER_CANCELLATION,
  renterReason: SUSPENDED_RENTER_CANCELLATION,
  fullRefund: true,
};

const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account';

/**
 * Suspends an account in one transaction (ADR 0038): the flag that refuses sign-in, its sessions
 * deleted, its listings hidden, its pending requests released and future bookings cancelled with full
 * refunds and emails (through the bookings module, as an account deletion does), and the audit row.
 * After the commit the ended sessions are announced, which refuses them on every instance at once
 * and closes their message streams (ADR 0031).
 */
export async function suspendUser(
  deps: SuspensionDeps,
  operator: Operator,
  userId: string,
  reason: string,
): Promise<Outcome<SuspendResult>> {
  if (userId === operator.id) return refusal('conflict', CANNOT_SUSPEND_SELF);
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await lockProfileState(tx, userId);
    if (!state) return refusal('not_found', USER_NOT_FOUND);
    if (state.suspendedAt) return refusal('conflict', ALREADY_SUSPENDED);
    const now = deps.clock.now();
    await setSuspension(tx, userId, now, reason);
    const sessionIds = await deleteSessionsOf(tx, userId);
    const hiddenListings = await hideListingsOfSuspended(tx, userId, now, reason);
    const cancelledBookings = await cancelBookingsOfClosingAccount(deps, tx, userId, SUSPENSION);
    await appendAudit(tx, {
      actor: operator,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      before: { suspended: false },
      after: { suspended: true, endedSessions: sessionIds.length, hiddenListings, cancelledBookings },
      reason,
    });
    return success({ sessionIds, hiddenListings, cancelledBookings });
  });
  if (!outcome.ok) return outcome;
  const { sessionIds, hiddenListings, cancelledBookings } = outcome.value;
  for (const sessionId of sessionIds) await deps.auth.sessionEnds.announce({ userId, sessionId });
  deps.currentUsers.forget(userId);
  const user = await findAdminUser(deps.db, userId);
  if (!user) return refusal('not_found', USER_NOT_FOUND);
  return success({
    user: toAdminUser(user),
    endedSessions: sessionIds.length,
    hiddenListings,
    cancelledBookings,
  });
}

/** Lifts a suspension: sign-in works again and the listings hidden with it come back. */
export async function unsuspendUser(
  deps: SuspensionDeps,
  operator: Operator,
  userId: string,
  reason: string,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await lockProfileState(tx, userId);
    if (!state) return refusal('not_found', USER_NOT_FOUND);
    if (!state.suspendedAt) return refusal('conflict', NOT_SUSPENDED);
    await setSuspension(tx, userId, null, null);
    const restoredListings = await restoreListingsOfSuspended(tx, userId, deps.clock.now());
    await appendAudit(tx, {
      actor: operator,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      before: { suspended: true, suspensionReason: state.reason },
      after: { suspended: false, restoredListings },
      reason,
    });
    return success(null);
  });
  if (!outcome.ok) return outcome;
  const user = await findAdminUser(deps.db, userId);
  return user ? success(toAdminUser(user)) : refusal('not_found', USER_NOT_FOUND);
}
