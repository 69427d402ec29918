import { ADMIN_PAGE_SIZE } from '@setspot/domain/admin/admin-schemas';
import type {
  AdminClaim,
  AdminClaimsPage,
  ClaimDecision,
  ClaimStatus,
} from '@setspot/domain/bookings/claim-schemas';
import {
  CLAIM_ALREADY_DECIDED,
  CLAIM_NEEDS_DOCUMENTS,
  CLAIM_NOT_FOUND,
  OWNER_ALREADY_PAID,
} from '@setspot/domain/bookings/claim-texts';
import { toCents } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { MoneyStepFailed, refundCancelledBookingInFull } from '../bookings/bookings.public.ts';
import {
  findQueueRow,
  listClaimQueue,
  listDocuments,
  lockClaim,
  ownerWasPaidFor,
  type QueueRow,
  toClaim,
  writeDecision,
} from '../claims/claims.public.ts';
import type { Operator } from './admin-guard.ts';
import { pageInfo } from './admin-views.ts';
import { appendAudit } from './audit.repository.ts';
import { claimDecisionOwnerEmail, claimDecisionRenterEmail } from './claim-emails.ts';

type DecisionDeps = Pick<AppDeps, 'db' | 'outbox' | 'config' | 'clock' | 'payments' | 'log'>;

async function toAdminClaim(db: Executor, row: QueueRow): Promise<AdminClaim> {
  const charged = toCents(row.totalPrice) + toCents(row.serviceFee);
  return {
    ...(await toClaim(db, row.claim, row.cancelledAt)),
    renterEmail: row.renterEmail,
    ownerEmail: row.ownerEmail,
    listingTitle: row.listingTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    chargedCents: charged,
    refundedCents: row.refundAmount ? toCents(row.refundAmount) : 0,
  };
}

/** The claims queue: open ones oldest first, or decided ones newest first. */
export async function claimQueue(
  deps: Pick<AppDeps, 'db'>,
  query: { status?: ClaimStatus; page: number },
): Promise<AdminClaimsPage> {
  const { rows, total } = await listClaimQueue(deps.db, query);
  const items = [];
  for (const row of rows) items.push(await toAdminClaim(deps.db, row));
  return { items, ...pageInfo(total, query.page, ADMIN_PAGE_SIZE) };
}

export async function claimDetail(deps: Pick<AppDeps, 'db'>, claimId: string): Promise<Outcome<AdminClaim>> {
  const row = await findQueueRow(deps.db, claimId);
  return row ? success(await toAdminClaim(deps.db, row)) : refusal('not_found', CLAIM_NOT_FOUND);
}

/**
 * An operator's final decision on a claim, in one transaction with its audit row and both emails.
 * Approving refunds the rest of the payment, service fee included, through the bookings module's money
 * step and the ledger (the same path as every refund); the payment provider is called once per claim
 * (its key), so a retry after a lost commit gives nothing twice. Declining leaves the money as it is.
 */
export async function decideClaim(
  deps: DecisionDeps,
  operator: Operator,
  claimId: string,
  decision: ClaimDecision,
): Promise<Outcome<AdminClaim>> {
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<AdminClaim>> => {
      const claim = await lockClaim(tx, claimId);
      if (!claim) return refusal('not_found', CLAIM_NOT_FOUND);
      if (claim.status !== 'open') return refusal('conflict', CLAIM_ALREADY_DECIDED);
      const approved = decision.decision === 'approve';
      let refundCents: number | null = null;
      let refundedBefore: number | null = null;
      if (approved) {
        if ((await listDocuments(tx, claim.id)).length === 0)
          return refusal('conflict', CLAIM_NEEDS_DOCUMENTS);
        if (await ownerWasPaidFor(tx, claim.bookingId)) return refusal('conflict', OWNER_ALREADY_PAID);
        const refund = await refundCancelledBookingInFull(deps, tx, claim.bookingId, `claim-${claim.id}`);
        if (!refund.ok) return refund;
        refundCents = refund.value.addedCents;
        refundedBefore = refund.value.earlierCents;
      }
      const status = approved ? 'approved' : 'declined';
      await writeDecision(tx, claim.id, {
        status,
        reason: decision.reason,
        by: operator.email,
        at: deps.clock.now(),
        refundCents,
      });
      await appendAudit(tx, {
        actor: operator,
        action: `claim.${decision.decision}`,
        targetType: 'booking',
        targetId: claim.bookingId,
        before: { claim: claim.id, status: 'open', refundedCents: refundedBefore },
        after: { claim: claim.id, status, refundCents },
        reason: decision.reason,
      });
      const row = await findQueueRow(tx, claim.id);
      if (!row) return refusal('not_found', CLAIM_NOT_FOUND);
      const decided = {
        title: row.listingTitle,
        approved,
        reason: decision.reason,
        refundCents: refundCents ?? 0,
        bookingUrl: `${deps.config.publicUrl}/filmmaker/bookings`,
      };
      if (row.renterEmail) await deps.outbox.queue(tx, claimDecisionRenterEmail(row.renterEmail, decided));
      if (row.ownerEmail) await deps.outbox.queue(tx, claimDecisionOwnerEmail(row.ownerEmail, decided));
      return success(await toAdminClaim(tx, row));
    });
  } catch (error) {
    // The provider did not move the money: nothing was written, the operator may try again.
    if (error instanceof MoneyStepFailed) return refusal('payment_failed', error.message);
    throw error;
  }
}
