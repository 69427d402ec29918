import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ProviderMovement } from '../../adapters/payments/payout-provider.ts';
import { payoutAccounts, reconciliationDifferences } from '../../db/schema.ts';
import { insertMovement } from './ledger.repository.ts';
import { PLATFORM_FEES, PROVIDER_FEES } from './ledger-accounts.ts';
import type { PayoutDeps } from './payouts.service.ts';

export type Difference = {
  movementKey: string;
  kind: string;
  ledgerCents: number | null;
  providerCents: number | null;
  providerId: string | null;
};

const DAY = 86_400_000;
// A movement is written after its provider call; one the provider has no record of is a difference
// only once it is older than this (a run racing a payout in flight does not cry wolf).
const SETTLING_MS = 60_000;

/**
 * The daily reconciliation (docs/decisions/0047): the provider's transfers, reversals and payouts
 * since `since` (Stripe's balance transactions and connected accounts' payouts, or the test
 * provider's record) against the ledger's movements of the same keys. Every difference is logged
 * and stored (one row per movement, resolved when a later run finds it agreeing); the provider's
 * fees on card payments are written to the ledger on the way. Returns what differs now.
 */
export async function reconcile(
  deps: PayoutDeps,
  since = new Date(Date.now() - 3 * DAY),
): Promise<Difference[]> {
  const accounts = await deps.db
    .select({ id: payoutAccounts.providerAccountId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.provider, deps.payouts.kind));
  const record = await deps.payouts.movementsSince(
    since,
    accounts.map((account) => account.id),
  );
  await recordProviderFees(deps, record.fees);
  const ledger = await ledgerMovements(deps, record.since);
  const provider = new Map<string, ProviderMovement>();
  for (const movement of record.movements) provider.set(movement.ledgerKey, movement);

  const differences: Difference[] = [];
  for (const movement of provider.values()) {
    const written = ledger.get(movement.ledgerKey);
    if (written?.amountCents === movement.amountCents) continue;
    differences.push({
      movementKey: movement.ledgerKey,
      kind: movement.kind,
      ledgerCents: written?.amountCents ?? null,
      providerCents: movement.amountCents,
      providerId: movement.providerId,
    });
  }
  const settled = Date.now() - SETTLING_MS;
  for (const [key, written] of ledger) {
    if (provider.has(key) || written.createdAt.getTime() > settled) continue;
    differences.push({
      movementKey: key,
      kind: written.kind,
      ledgerCents: written.amountCents,
      providerCents: null,
      providerId: null,
    });
  }
  await storeDifferences(deps, differences);
  for (const difference of differences)
    deps.log.warn(difference, 'Reconciliation: the ledger and the provider differ');
  deps.log.info(
    { since: record.since, differences: differences.length, open: await openDifferenceCount(deps) },
    'Reconciliation done',
  );
  return differences;
}

/** How many differences the last runs found and none has resolved since (for the operators). */
async function openDifferenceCount(deps: Pick<PayoutDeps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reconciliationDifferences)
    .where(isNull(reconciliationDifferences.resolvedAt));
  return row?.n ?? 0;
}

async function ledgerMovements(deps: PayoutDeps, since: Date) {
  const result = await deps.db.execute<{
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

/** Stripe's fee on each card payment, once (keyed by its balance transaction), on the booking it paid. */
async function recordProviderFees(
  deps: PayoutDeps,
  fees: { providerId: string; paymentIntentId: string; feeCents: number }[],
) {
  if (fees.length === 0) return;
  const captures = await deps.db.execute<{
    movement_key: string;
    booking_id: string;
    owner_id: string | null;
  }>(sql`
    select distinct movement_key, booking_id, owner_id from ledger_entries
    where movement_key in (${sql.join(
      fees.map((fee) => sql`${`capture:${fee.paymentIntentId}`}`),
      sql`, `,
    )})`);
  const byKey = new Map(captures.rows.map((row) => [row.movement_key, row]));
  await deps.db.transaction(async (tx) => {
    for (const fee of fees) {
      const capture = byKey.get(`capture:${fee.paymentIntentId}`);
      if (!capture) continue;
      await insertMovement(
        tx,
        {
          key: `provider_fee:${fee.providerId}`,
          kind: 'provider_fee',
          bookingId: capture.booking_id,
          ownerId: capture.owner_id,
        },
        [
          { account: PLATFORM_FEES, amountCents: -fee.feeCents },
          { account: PROVIDER_FEES, amountCents: fee.feeCents },
        ],
      );
    }
  });
}

async function storeDifferences(deps: PayoutDeps, differences: Difference[]) {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
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
