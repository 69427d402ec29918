import { setTimeout as delay } from 'node:timers/promises';
import { afterCommit, databaseOf } from './after-commit.ts';
import type { Db, Executor } from './client.ts';
import { sendNotices } from './notify-after-commit.ts';

/**
 * The channel every change that can alter what search shows of a listing is announced on
 * (migrations 0003 and 0023, ADR 0008): each instance keeps its search index in step from it.
 */
export const LOCATION_CHANGES_CHANNEL = 'setspot_location_changes';

/** Listings written within this many milliseconds of each other are announced in one statement. */
const BATCH_MS = 10;
/** NOTIFY payloads are limited to 8,000 bytes: 200 ids, comma-separated, as the triggers send. */
const IDS_PER_NOTICE = 200;

type Batch = { ids: Set<string>; sent: Promise<void> };
const batches = new WeakMap<Db, Batch>();

/**
 * Announces `locationId` once what `executor` wrote is committed (SetSpot's connections set
 * APP_ANNOUNCES_SETTING, client.ts, so the bookings trigger of migration 0023 leaves it to this), batched with the other listings
 * announced within BATCH_MS: one NOTIFY transaction for them all, outside the writing transaction,
 * which NOTIFY would make commit in line with every other notifying one (ADR 0033). If the process
 * dies in those milliseconds, other instances' search shows the listing's days as they were until
 * its next change; the booking itself is held by the database, never by search.
 */
export function announceLocationChange(executor: Executor, locationId: string): void {
  const db = databaseOf<Db>(executor);
  afterCommit(executor, () => {
    let batch = batches.get(db);
    if (!batch) {
      const ids = new Set<string>();
      batch = { ids, sent: delay(BATCH_MS).then(() => send(db, ids)) };
      batches.set(db, batch);
    }
    batch.ids.add(locationId);
  });
}

/** Sends what is waiting now (at shutdown, before the database is closed). */
export async function flushLocationChanges(db: Db): Promise<void> {
  await batches.get(db)?.sent;
}

async function send(db: Db, ids: Set<string>): Promise<void> {
  if (batches.get(db)?.ids === ids) batches.delete(db);
  const all = [...ids];
  const payloads: string[] = [];
  for (let i = 0; i < all.length; i += IDS_PER_NOTICE) {
    payloads.push(all.slice(i, i + IDS_PER_NOTICE).join(','));
  }
  await sendNotices(db, LOCATION_CHANGES_CHANNEL, payloads);
}
