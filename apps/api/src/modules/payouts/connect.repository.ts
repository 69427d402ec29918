import { eq } from 'drizzle-orm';
import type { ConnectEvent, ConnectedAccountState } from '../../adapters/payments/payout-provider.ts';
import type { Tx } from '../../db/client.ts';
import { paymentEvents, payoutAccounts, payouts } from '../../db/schema.ts';

/** Records a Connect event, or returns false when its id was recorded before (as payment events). */
export async function recordConnectEvent(tx: Tx, event: ConnectEvent): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider: 'stripe_connect', eventId: event.id, type: event.type, payload: event.payload })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function updateAccountState(tx: Tx, ownerId: string, state: ConnectedAccountState) {
  await tx
    .update(payoutAccounts)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(payoutAccounts.ownerId, ownerId));
}

export async function findAccountByProviderId(tx: Tx, providerAccountId: string) {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerAccountId, providerAccountId));
  return row ?? null;
}

export async function lockPayoutByProviderId(tx: Tx, providerPayoutId: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.providerPayoutId, providerPayoutId))
    .for('update');
  return row ?? null;
}
