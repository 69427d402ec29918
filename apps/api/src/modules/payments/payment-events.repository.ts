import type { Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

/**
 * Records a provider event, or returns false when its id was recorded before. Inside the transaction
 * that acts on the event: a second delivery waits on the unique index until the first commits, then
 * finds it; if acting fails, the record is rolled back with it and the provider's retry acts again.
 */
export async function recordPaymentEvent(
  tx: Tx,
  event: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, payload: event.payload })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
