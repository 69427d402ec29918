import { sql } from 'drizzle-orm';
import { afterCommit, databaseOf } from './after-commit.ts';
import type { Db, Executor } from './client.ts';
import { assertChannelName } from './listen.ts';

/** What waits to be sent on one channel of one database, and the send under way. */
type Sender = { pending: string[]; sending: Promise<void> | null };
const senders = new WeakMap<Db, Map<string, Sender>>();

/**
 * NOTIFY `channel` with `payload` once what `executor` wrote is committed, never if it rolls back.
 *
 * Why not NOTIFY inside the writing transaction: PostgreSQL commits notifying transactions one at a
 * time, holding a lock from before the commit record until it is flushed to disk, so every writer
 * that notifies waits in one line for the others' disk flushes (ADR 0033, third amendment). Here the
 * writing transaction commits (and flushes) with no lock of that kind, and the notices are sent
 * afterwards in a statement of their own that does not wait for its flush (`synchronous_commit`
 * off for it alone): a notice is not data, the row it tells of is already durable.
 *
 * Notices sent while one is on its way go together in the next statement, in the order given, so a
 * busy process sends one statement per round trip instead of one per notice. If the process dies
 * between a commit and its notice, listeners on other instances miss it: each subscriber of a
 * channel says how it copes (live streams fetch what they missed when they reconnect).
 */
export function notifyAfterCommit(executor: Executor, channel: string, payload: string): void {
  assertChannelName(channel);
  const db = databaseOf<Db>(executor);
  afterCommit(executor, () => {
    const sender = senderOf(db, channel);
    sender.pending.push(payload);
    sender.sending ??= sendPending(db, channel, sender);
  });
}

/** Resolves once every notice asked for so far has been sent (at shutdown, before the pool closes). */
export async function flushNotifications(db: Db): Promise<void> {
  const channels = senders.get(db);
  if (!channels) return;
  await Promise.all([...channels.values()].map((sender) => sender.sending));
}

function senderOf(db: Db, channel: string): Sender {
  let channels = senders.get(db);
  if (!channels) {
    channels = new Map();
    senders.set(db, channels);
  }
  let sender = channels.get(channel);
  if (!sender) {
    sender = { pending: [], sending: null };
    channels.set(channel, sender);
  }
  return sender;
}

async function sendPending(db: Db, channel: string, sender: Sender): Promise<void> {
  try {
    while (sender.pending.length > 0) await sendNotices(db, channel, sender.pending.splice(0));
  } finally {
    sender.sending = null;
  }
}

/**
 * NOTIFY `channel` once per payload, in order, in one statement that does not wait for its own disk
 * flush (what is announced is already committed). Also location-changes.ts's batches.
 */
export async function sendNotices(db: Db, channel: string, payloads: readonly string[]): Promise<void> {
  try {
    // One statement, so one implicit transaction: the setting is local to it. The payloads go as one
    // JSON parameter (drizzle would spread an array into a list of parameters).
    await db.execute(
      sql`select set_config('synchronous_commit', 'off', true), pg_notify(${channel}, payload)
          from json_array_elements_text(${JSON.stringify(payloads)}::json) with ordinality as p(payload, n)
          order by n`,
    );
  } catch {
    // The database is closing or gone: listeners that lost their connection treat it as "anything
    // may have changed" when it comes back (listen.ts onGap); nothing else waits for this.
  }
}
