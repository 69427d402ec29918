import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { afterCommit } from './after-commit.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('afterCommit', () => {
  it('runs a transaction’s effects once it has committed, in order', async () => {
    const seen: string[] = [];
    let rowsSeenByEffect: Promise<{ n: number }[]> | undefined;
    await database.query('create table after_commit_probe (id int)');
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute('insert into after_commit_probe values (1)');
        afterCommit(tx, () => seen.push('first'));
        // On PostgreSQL this asks on another pooled connection: it sees the row only after COMMIT.
        afterCommit(tx, () => {
          rowsSeenByEffect = database.query('select count(*)::int as n from after_commit_probe');
          seen.push('second');
        });
        expect(seen).toEqual([]);
      });
      expect(seen).toEqual(['first', 'second']);
      expect(await rowsSeenByEffect).toEqual([{ n: 1 }]);
    } finally {
      await database.query('drop table after_commit_probe');
    }
  });

  it('drops them when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push('never'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(seen).toEqual([]);
  });

  it('runs at once outside a transaction, where each statement commits alone', () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push('now'));
    expect(seen).toEqual(['now']);
  });
});
