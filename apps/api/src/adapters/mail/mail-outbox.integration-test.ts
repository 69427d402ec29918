import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { silentLogger } from '../../testing/silent-logger.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createDatabaseJobQueue } from '../jobs/database-job-queue.ts';
import { createMailOutbox } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const jobsFor = (to: string) =>
  database.query<{ kind: string; outbox_to: string }>(
    `select j.kind, o."to" as outbox_to from jobs j join outbox_emails o on o.id = (j.payload->>'outboxId')::bigint
     where o."to" like $1 order by o."to"`,
    [to],
  );

describe('mail outbox', () => {
  // The queue is never started: this looks at what queue() stores, not at delivery (booking-jobs tests).
  const delivered: string[] = [];
  const transport: MailTransport = {
    kind: 'dev',
    deliver: async (email) => {
      delivered.push(email.to);
    },
    close: async () => {},
  };
  const outbox = () =>
    createMailOutbox({
      db: database.db,
      jobs: createDatabaseJobQueue(database, silentLogger(), {
        pollIntervalMs: 60_000,
        lockSeconds: 30,
        retryBaseMs: 10,
        concurrency: 1,
      }),
      transport,
      from: 'SetSpot <hello@setspot.example>',
      log: silentLogger(),
    });

  it('stores each email with a delivery job pointing at it, in the transaction of the change', async () => {
    await database.db.transaction(async (tx) => {
      await outbox().queue(
        tx,
        { to: 'First@Outbox.example', subject: 'One', text: 'one' },
        { to: 'second@outbox.example', subject: 'Two', text: 'two' },
      );
    });
    expect(await jobsFor('%@outbox.example')).toEqual([
      { kind: 'email.deliver', outbox_to: 'first@outbox.example' },
      { kind: 'email.deliver', outbox_to: 'second@outbox.example' },
    ]);
    expect(delivered).toEqual([]);
  });

  it('stores neither an email nor its job when the change rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await outbox().queue(tx, { to: 'undone@rollback.example', subject: 'Undone', text: 'undone' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await jobsFor('%@rollback.example')).toEqual([]);
    const [left] = await database.query<{ n: number }>(
      `select count(*)::int as n from outbox_emails where "to" = 'undone@rollback.example'`,
    );
    expect(left?.n).toBe(0);
  });

  it('queues nothing for no emails', async () => {
    const [before] = await database.query<{ n: number }>('select count(*)::int as n from jobs');
    await outbox().queue(database.db);
    const [after] = await database.query<{ n: number }>('select count(*)::int as n from jobs');
    expect(after?.n).toBe(before?.n);
  });
});
