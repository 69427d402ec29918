import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts, reconciliationDifferences } from '../../db/schema.ts';

/** A movement the ledger and the provider disagree on (null: that side has no record of it). */
export type Difference = {
  movementKey: string;
  kind: string;
  ledgerCents: number | null;
  providerCents: number | null;
  providerId: string | null;
};

export async function providerAccountIds(db: Executor, provider: 'test' | 'stripe') {
  const rows = await db
    .select({ id: payoutAccounts.providerAccountId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.provider, provider));
  return rows.map((row) => row.id);
}

/** Which booking and owner each of these movements belongs to. */
export async function findMovements(db: Executor, keys: string[]) {
  const result = await db.execute<{ movement_key: string; booking_id: string; owner_id: string | null }>(sql`
    select distinct movement_key, booking_id, owner_id from ledger_entries
    where movement_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`);
  return result.rows;
}

/** The ledger's transfers, reversals and payouts since `since`, by movement, in the provider's sign. */
export async function ledgerMovements(db: Executor, since: Date) {
  const result = await db.execute<{
    movement_key: string;
    kind: string;
    amount: string;
    created_at: Date | string;
  }>(sql`
    select movement_key, min(kind) as kind, min(created_at) as created_at,
      coalesce(sum(amount_cents) filter (where account like 'connected:%' and kind in ('transfer', 'reversal')), 0)
        + coalesce(sum(amount_cents) filter (where account like 'bank:%' and kind = 'payout'), 0) as amount
    from ledger_entries
    where kind in ('transfer', 'reversal', 'payout') and created_at >= ${since.toISOString()}::timestamptz
    group by movement_key`);
  return new Map(
    result.rows.map((row) => [
      row.movement_key,
      { kind: row.kind, amountCents: Number(row.amount), createdAt: new Date(row.created_at) },
    ]),
  );
}

/** How many differences the last runs found and none has resolved since (for the operators). */
export async function openDifferenceCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reconciliationDifferences)
    .where(isNull(reconciliationDifferences.resolvedAt));
  return row?.n ?? 0;
}

/** One row per movement that differs; rows a run no longer finds are resolved. */
export async function storeDifferences(db: Executor, differences: Difference[]) {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const difference of differences) {
      const { movementKey: _key, ...figures } = difference;
      await tx
        .insert(reconciliationDifferences)
        .values({ ...difference, foundAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: reconciliationDifferences.movementKey,
          set: { ...figures, lastSeenAt: now, resolvedAt: null },
        });
    }
    const seen = differences.map((difference) => difference.movementKey);
    await tx
      .update(reconciliationDifferences)
      .set({ resolvedAt: now })
      .where(
        and(
          isNull(reconciliationDifferences.resolvedAt),
          lt(reconciliationDifferences.lastSeenAt, now),
          seen.length > 0
            ? sql`${reconciliationDifferences.movementKey} not in (${sql.join(
                seen.map((key) => sql`${key}`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
  });
}
