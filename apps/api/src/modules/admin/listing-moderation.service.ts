import type { AdminListing } from '@setspot/domain/admin/admin-schemas';
import { ALREADY_HIDDEN, LISTING_NOT_FOUND, NOT_HIDDEN } from '@setspot/domain/admin/admin-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import type { Operator } from './admin-guard.ts';
import { findAdminListing, setListingHidden, toAdminListing } from './admin-listings.repository.ts';
import { appendAudit } from './audit.repository.ts';
import { listingHiddenEmail, listingRestoredEmail } from './operator-emails.ts';

type ModerationDeps = Pick<AppDeps, 'db' | 'outbox' | 'config' | 'clock'>;

/**
 * Hides a live listing (or shows it again) with a reason emailed to its owner, in one transaction with
 * its audit row and the email. Hidden listings leave search (the change feed of migration 0003 tells
 * every instance) and their page.
 */
export async function setListingVisibility(
  deps: ModerationDeps,
  operator: Operator,
  listingId: string,
  hide: boolean,
  reason: string,
): Promise<Outcome<AdminListing>> {
  return deps.db.transaction(async (tx) => {
    const row = await findAdminListing(tx, listingId, true);
    if (!row || row.deletedAt) return refusal('not_found', LISTING_NOT_FOUND);
    if (hide && row.hiddenAt) return refusal('conflict', ALREADY_HIDDEN);
    if (!hide && !row.hiddenAt) return refusal('conflict', NOT_HIDDEN);
    const now = deps.clock.now();
    await setListingHidden(tx, listingId, hide ? { at: now, reason } : null, now);
    await appendAudit(tx, {
      actor: operator,
      action: hide ? 'listing.hide' : 'listing.restore',
      targetType: 'listing',
      targetId: listingId,
      before: { status: row.hiddenAt ? 'hidden' : 'live', hiddenReason: row.hiddenReason },
      after: { status: hide ? 'hidden' : 'live' },
      reason,
    });
    if (row.ownerEmail) {
      const base = deps.config.publicUrl;
      await deps.outbox.queue(
        tx,
        hide
          ? listingHiddenEmail(row.ownerEmail, row.title, reason, `${base}/contact`)
          : listingRestoredEmail(row.ownerEmail, row.title, reason, `${base}/location/${listingId}`),
      );
    }
    const changed = await findAdminListing(tx, listingId);
    return changed ? success(toAdminListing(changed)) : refusal('not_found', LISTING_NOT_FOUND);
  });
}
