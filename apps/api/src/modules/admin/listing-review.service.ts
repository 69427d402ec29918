import type { AdminListing } from '@setspot/domain/admin/admin-schemas';
import { LISTING_NOT_FOUND } from '@setspot/domain/admin/admin-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Operator } from './admin-guard.ts';
import { findAdminListing, setListingReview, toAdminListing } from './admin-listings.repository.ts';
import { appendAudit } from './audit.repository.ts';

const NOT_IN_REVIEW = 'This listing is not waiting for review.';

function reviewEmail(
  to: string,
  title: string,
  approved: boolean,
  reason: string,
  url: string,
): OutgoingEmail {
  return approved
    ? {
        to,
        subject: `Your listing "${title}" is live`,
        text: [`SetSpot reviewed "${title}" and it is now live: ${url}`, `Note from SetSpot: ${reason}`].join(
          '\n\n',
        ),
      }
    : {
        to,
        subject: `Your listing "${title}" was not approved`,
        text: [
          `SetSpot reviewed "${title}" and did not approve it yet.`,
          `Reason: ${reason}`,
          `Edit it from your listings to send it for review again: ${url}`,
        ].join('\n\n'),
      };
}

/**
 * The review queue (LISTING_REVIEW, ADR 0048): an operator approves a listing waiting 'In review'
 * (it goes live: the change feed puts it back in search) or rejects it with a reason; the owner is
 * emailed; the audit row commits with the change.
 */
export async function reviewListing(
  deps: Pick<AppDeps, 'db' | 'outbox' | 'config'>,
  operator: Operator,
  listingId: string,
  approve: boolean,
  reason: string,
): Promise<Outcome<AdminListing>> {
  return deps.db.transaction(async (tx) => {
    const row = await findAdminListing(tx, listingId, true);
    if (!row || row.deletedAt) return refusal('not_found', LISTING_NOT_FOUND);
    if (row.reviewStatus !== 'in_review') return refusal('conflict', NOT_IN_REVIEW);
    await setListingReview(tx, listingId, approve ? null : reason);
    await appendAudit(tx, {
      actor: operator,
      action: approve ? 'listing.approve' : 'listing.reject',
      targetType: 'listing',
      targetId: listingId,
      before: { review: 'in_review' },
      after: { review: approve ? 'approved' : 'rejected' },
      reason,
    });
    if (row.ownerEmail) {
      const base = deps.config.publicUrl;
      const url = approve ? `${base}/location/${listingId}` : `${base}/owner/listings`;
      await deps.outbox.queue(tx, reviewEmail(row.ownerEmail, row.title, approve, reason, url));
    }
    const changed = await findAdminListing(tx, listingId);
    return changed ? success(toAdminListing(changed)) : refusal('not_found', LISTING_NOT_FOUND);
  });
}
