import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import type { Subscription } from './listen.ts';
import { flushNotifications, notifyAfterCommit } from './notify-after-commit.ts';

const CHANNEL = 'setspot_notify_after_commit_test';
let database: Database;
let subscription: Subscription;
const heard: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  subscription = await database.listen(CHANNEL, {
    onNotification: (payload) => heard.push(payload),
    onGap: () => {},
  });
});
afterAll(async () => {
  await subscription.close();
  await database.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('notifyAfterCommit', () => {
  it('sends nothing until the transaction commits, then every notice in order', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      notifyAfterCommit(tx, CHANNEL, 'first');
      notifyAfterCommit(tx, CHANNEL, 'second; with "quotes", commas and ünïcode');
      await settle();
      expect(heard).toEqual([]);
    });
    await eventually(async () =>
      expect(heard).toEqual(['first', 'second; with "quotes", commas and ünïcode']),
    );
  });

  it('sends nothing when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        notifyAfterCommit(tx, CHANNEL, 'undone');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await settle();
    expect(heard).toEqual([]);
  });

  it('sends many notices asked for at once, in order, and flushes them before shutdown', async () => {
    heard.length = 0;
    const sent = Array.from({ length: 300 }, (_, i) => `notice ${i}`);
    await Promise.all(
      sent.map((payload) => database.db.transaction(async (tx) => notifyAfterCommit(tx, CHANNEL, payload))),
    );
    await flushNotifications(database.db);
    await eventually(async () => expect([...heard].sort()).toEqual([...sent].sort()));
    // Each transaction's notice is sent after its commit: none is lost, none is doubled.
    expect(new Set(heard).size).toBe(300);
  });

  it('turns synchronous_commit off for the sending statement alone, not for the connection', async () => {
    await database.db.transaction(async (tx) => notifyAfterCommit(tx, CHANNEL, 'one more'));
    await flushNotifications(database.db);
    const [row] = (await database.db.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`))
      .rows;
    expect(row?.synchronous_commit).toBe('on');
  });
});
