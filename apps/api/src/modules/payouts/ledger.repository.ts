import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LedgerKind, ledgerEntries } from '../../db/schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Leg = { account: string; amountCents: number; kind?: LedgerKind };

/**
 * Writes one movement: its legs (zero amounts left out) under one key. A key already written adds
 * nothing (a step repeated after a crash, or settled twice); the database refuses a movement that
 * does not sum to zero at commit, and any change to a written row (migration 0011).
 */
export async function insertMovement(
  executor: Executor,
  movement: {
    key: string;
    kind: LedgerKind;
    bookingId?: string | null;
    ownerId?: string | null;
    payoutId?: string | null;
  },
  legs: Leg[],
): Promise<void> {
  const rows = legs
    .filter((leg) => leg.amountCents !== 0)
    .map((leg) => ({
      movementKey: movement.key,
      kind: leg.kind ?? movement.kind,
      account: leg.account,
      amountCents: leg.amountCents,
      bookingId: movement.bookingId ?? null,
      ownerId: movement.ownerId ?? null,
      payoutId: movement.payoutId ?? null,
    }));
  if (rows.length === 0) return;
  await executor.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** The balance of one account: the sum of its entries. */
export async function accountBalance(executor: Executor, account: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}

/** What one booking left in one account (e.g. an owner's earnings from it). */
export async function bookingBalance(
  executor: Executor,
  bookingId: string,
  account: string,
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}
