import type { ProviderMovement } from '../../adapters/payments/payout-provider.ts';
import { insertMovement } from './ledger.repository.ts';
import { PLATFORM_FEES, PROVIDER_FEES } from './ledger-accounts.ts';
import type { PayoutDeps } from './payouts.service.ts';
import {
  type Difference,
  findMovements,
  ledgerMovements,
  openDifferenceCount,
  providerAccountIds,
  storeDifferences,
} from './reconciliation.repository.ts';

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
  const accounts = await providerAccountIds(deps.db, deps.payouts.kind);
  const record = await deps.payouts.movementsSince(since, accounts);
  await recordProviderFees(deps, record.fees);
  const ledger = await ledgerMovements(deps.db, record.since);
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
  await storeDifferences(deps.db, differences);
  for (const difference of differences)
    deps.log.warn(difference, 'Reconciliation: the ledger and the provider differ');
  deps.log.info(
    { since: record.since, differences: differences.length, open: await openDifferenceCount(deps.db) },
    'Reconciliation done',
  );
  return differences;
}

/** Stripe's fee on each card payment, once (keyed by its balance transaction), on the booking it paid. */
async function recordProviderFees(
  deps: PayoutDeps,
  fees: { providerId: string; paymentIntentId: string; feeCents: number }[],
) {
  if (fees.length === 0) return;
  const captures = await findMovements(
    deps.db,
    fees.map((fee) => `capture:${fee.paymentIntentId}`),
  );
  const byKey = new Map(captures.map((row) => [row.movement_key, row]));
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
