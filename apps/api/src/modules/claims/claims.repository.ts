import { ADMIN_PAGE_SIZE } from '@setspot/domain/admin/admin-schemas';
import type { ClaimStatus, PardonableEvent } from '@setspot/domain/bookings/claim-schemas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { bookingClaims, bookings, claimDocuments, locations, users } from '../../db/schema.ts';

export type ClaimRow = typeof bookingClaims.$inferSelect;
export type DocumentMeta = Omit<typeof claimDocuments.$inferSelect, 'data' | 'claimId'>;

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');

/** What the claim rules read of a booking: who, its state, when it was cancelled, what was charged. */
export async function findClaimBooking(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      renterId: bookings.renterId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export async function insertClaim(
  tx: Tx,
  values: { bookingId: string; renterId: string; event: PardonableEvent; details: string | null },
): Promise<ClaimRow | null> {
  const [row] = await tx.insert(bookingClaims).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findClaimOfBooking(db: Executor, bookingId: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
  return row ?? null;
}

/** The claim, locked until the transaction ends: a decision and an upload run one after the other. */
export async function lockClaim(tx: Tx, id: string): Promise<ClaimRow | null> {
  const [row] = await tx.select().from(bookingClaims).where(eq(bookingClaims.id, id)).for('update');
  return row ?? null;
}

export async function listDocuments(db: Executor, claimId: string): Promise<DocumentMeta[]> {
  return db
    .select({
      id: claimDocuments.id,
      fileName: claimDocuments.fileName,
      contentType: claimDocuments.contentType,
      sizeBytes: claimDocuments.sizeBytes,
      uploadedAt: claimDocuments.uploadedAt,
    })
    .from(claimDocuments)
    .where(eq(claimDocuments.claimId, claimId))
    .orderBy(asc(claimDocuments.uploadedAt), asc(claimDocuments.id));
}

export async function insertDocuments(
  tx: Tx,
  rows: Omit<typeof claimDocuments.$inferInsert, 'id' | 'uploadedAt'>[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(claimDocuments).values(rows);
}

/** One document with its bytes and whose claim it belongs to (for the access check). */
export async function findDocument(db: Executor, claimId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(claimDocuments)
    .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claimId)));
  return row ?? null;
}

export async function findClaim(db: Executor, id: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(bookingClaims).where(eq(bookingClaims.id, id));
  return row ?? null;
}

export async function writeDecision(
  tx: Tx,
  id: string,
  decision: {
    status: Exclude<ClaimStatus, 'open'>;
    reason: string;
    by: string;
    at: Date;
    refundCents: number | null;
  },
): Promise<void> {
  await tx
    .update(bookingClaims)
    .set({
      status: decision.status,
      decisionReason: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.at,
      refundCents: decision.refundCents,
    })
    .where(and(eq(bookingClaims.id, id), eq(bookingClaims.status, 'open')));
}

const queueColumns = {
  claim: bookingClaims,
  renterEmail: renters.email,
  ownerEmail: owners.email,
  listingTitle: locations.title,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  cancelledAt: bookings.cancelledAt,
  totalPrice: bookings.totalPrice,
  serviceFee: bookings.serviceFee,
  refundAmount: bookings.refundAmount,
};

function selectQueue(db: Executor) {
  return db
    .select(queueColumns)
    .from(bookingClaims)
    .innerJoin(bookings, eq(bookings.id, bookingClaims.bookingId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, locations.ownerId));
}
export type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueue>['execute']>>[number];

/** The operators' queue: open claims oldest first (the longest waiting on top), decided ones newest first. */
export async function listClaimQueue(db: Executor, options: { status?: ClaimStatus; page: number }) {
  const where = options.status ? eq(bookingClaims.status, options.status) : undefined;
  const order = options.status === 'open' ? [asc(bookingClaims.createdAt)] : [desc(bookingClaims.createdAt)];
  const rows = await selectQueue(db)
    .where(where)
    .orderBy(...order, asc(bookingClaims.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingClaims).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findQueueRow(db: Executor, claimId: string): Promise<QueueRow | null> {
  const [row] = await selectQueue(db).where(eq(bookingClaims.id, claimId));
  return row ?? null;
}

/** Whether a payout (sent or on its way) already paid the owner for the booking. */
export async function ownerWasPaidFor(db: Executor, bookingId: string): Promise<boolean> {
  const result = await db.execute<{ paid: boolean }>(sql`
    select exists (
      select 1 from payout_items i join payouts p on p.id = i.payout_id
      where i.booking_id = ${bookingId} and p.status <> 'failed') as paid`);
  return Boolean(result.rows[0]?.paid);
}
