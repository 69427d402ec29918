import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import { CLAIM_WINDOW_MS, MAX_CLAIM_DOCUMENTS } from '@setspot/domain/bookings/claim-events';
import type { Claim, NewClaim } from '@setspot/domain/bookings/claim-schemas';
import {
  CLAIM_ALREADY_DECIDED,
  CLAIM_ALREADY_FILED,
  CLAIM_NEEDS_CANCELLATION,
  CLAIM_NEEDS_PAYMENT,
  CLAIM_NOT_FOUND,
  CLAIM_TOO_LATE,
  CLAIM_TOO_MANY_DOCUMENTS,
} from '@setspot/domain/bookings/claim-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import type { UploadedFile } from '../images/images.public.ts';
import { type CheckedDocument, checkDocument } from './claim-documents.ts';
import {
  type ClaimRow,
  findClaim,
  findClaimBooking,
  findClaimOfBooking,
  findDocument,
  insertClaim,
  insertDocuments,
  listDocuments,
  lockClaim,
} from './claims.repository.ts';

type ClaimDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Documentation is taken until 48 hours after the cancellation request. */
export const documentsDueAt = (cancelledAt: Date) => new Date(cancelledAt.getTime() + CLAIM_WINDOW_MS);

/** A claim as its renter and operators read it, with its documents' names (never their bytes). */
export async function toClaim(db: Executor, row: ClaimRow, cancelledAt: Date | null): Promise<Claim> {
  const documents = await listDocuments(db, row.id);
  return {
    id: row.id,
    bookingId: row.bookingId,
    event: row.event,
    details: row.details,
    status: row.status,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refundCents: row.refundCents,
    createdAt: row.createdAt.toISOString(),
    documentsDueAt: documentsDueAt(cancelledAt ?? row.createdAt).toISOString(),
    documents: documents.map((doc) => ({ ...doc, uploadedAt: doc.uploadedAt.toISOString() })),
  };
}

/**
 * The renter's own cancelled booking, within 48 hours of the cancellation request. Anyone else's
 * booking answers 404, as if it did not exist.
 */
async function claimableBooking(deps: ClaimDeps, renterId: string, bookingId: string) {
  const booking = await findClaimBooking(deps.db, bookingId);
  if (!booking || booking.renterId !== renterId) return refusal('not_found', BOOKING_NOT_FOUND);
  if (booking.status !== 'cancelled' || booking.cancelledBy !== 'renter' || !booking.cancelledAt) {
    return refusal('conflict', CLAIM_NEEDS_CANCELLATION);
  }
  if (deps.clock.now() > documentsDueAt(booking.cancelledAt)) return refusal('conflict', CLAIM_TOO_LATE);
  return success({ ...booking, cancelledAt: booking.cancelledAt });
}

/** A renter says their cancellation was a pardonable event. One claim per booking. */
export async function fileClaim(
  deps: ClaimDeps,
  renterId: string,
  bookingId: string,
  input: NewClaim,
): Promise<Outcome<Claim>> {
  const booking = await claimableBooking(deps, renterId, bookingId);
  if (!booking.ok) return booking;
  if (booking.value.paymentStatus !== 'paid' && booking.value.paymentStatus !== 'partially_refunded') {
    return refusal('conflict', CLAIM_NEEDS_PAYMENT);
  }
  return deps.db.transaction(async (tx) => {
    const row = await insertClaim(tx, {
      bookingId,
      renterId,
      event: input.event,
      details: input.details || null,
    });
    if (!row) return refusal('conflict', CLAIM_ALREADY_FILED);
    return success(await toClaim(tx, row, booking.value.cancelledAt));
  });
}

/** Adds documentation to the renter's open claim, each file checked by content, all or none. */
export async function addClaimDocuments(
  deps: ClaimDeps,
  renterId: string,
  bookingId: string,
  files: UploadedFile[],
): Promise<Outcome<Claim>> {
  const booking = await claimableBooking(deps, renterId, bookingId);
  if (!booking.ok) return booking;
  const existing = await findClaimOfBooking(deps.db, bookingId);
  if (!existing) return refusal('not_found', CLAIM_NOT_FOUND);
  const checked: CheckedDocument[] = [];
  for (const file of files) {
    const result = await checkDocument(file);
    if (!result.ok) return result;
    checked.push(result.value);
  }
  return deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, existing.id);
    if (!claim) return refusal('not_found', CLAIM_NOT_FOUND);
    if (claim.status !== 'open') return refusal('conflict', CLAIM_ALREADY_DECIDED);
    const count = (await listDocuments(tx, claim.id)).length;
    if (count + checked.length > MAX_CLAIM_DOCUMENTS) return refusal('invalid', CLAIM_TOO_MANY_DOCUMENTS);
    await insertDocuments(
      tx,
      checked.map((doc) => ({ claimId: claim.id, ...doc, sizeBytes: doc.data.length })),
    );
    return success(await toClaim(tx, claim, booking.value.cancelledAt));
  });
}

/** The renter's claim on their booking (null when none); anyone else's booking answers 404. */
export async function claimOfRenter(
  deps: ClaimDeps,
  renterId: string,
  bookingId: string,
): Promise<Outcome<{ claim: Claim | null }>> {
  const booking = await findClaimBooking(deps.db, bookingId);
  if (!booking || booking.renterId !== renterId) return refusal('not_found', BOOKING_NOT_FOUND);
  const row = await findClaimOfBooking(deps.db, bookingId);
  return success({ claim: row ? await toClaim(deps.db, row, booking.cancelledAt) : null });
}

/**
 * One document's bytes, for its renter (`renterId`) or for an operator (`renterId` null: the admin
 * guard already let them through). Everyone else gets 404.
 */
export async function claimDocument(
  deps: Pick<AppDeps, 'db'>,
  who: { renterId: string; bookingId: string } | { operatorClaimId: string },
  documentId: string,
) {
  const claim =
    'renterId' in who
      ? await findClaimOfBooking(deps.db, who.bookingId)
      : await findClaim(deps.db, who.operatorClaimId);
  if (!claim || ('renterId' in who && claim.renterId !== who.renterId)) {
    return refusal('not_found', CLAIM_NOT_FOUND);
  }
  const doc = await findDocument(deps.db, claim.id, documentId);
  return doc ? success(doc) : refusal('not_found', CLAIM_NOT_FOUND);
}
