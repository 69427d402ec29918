import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PGlite data directory', () => {
  it('keeps data across a restart', async () => {
    const dataDir = path.join(dir, 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.query(`insert into error_logs (type, error) values ('restart', 'kept')`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.query<{ error: string }>(`select error from error_logs where type = 'restart'`);
    await second.close();
    expect(rows).toEqual([{ error: 'kept' }]);
  });

  it('starts a new data folder empty and migrated, with nothing of another folder (ADR 0024)', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'first') });
    await first.query(`insert into error_logs (type, error) values ('first', 'only here')`);
    await first.close();
    // The second folder is copied from the template the first start left (or makes it).
    const second = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'second') });
    const rows = await second.query(`select * from error_logs`);
    const tables = await second.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name in ('users', 'locations', 'bookings')`,
    );
    await second.close();
    expect(rows).toEqual([]);
    expect(tables).toEqual([{ n: 3 }]);
    expect(fs.readdirSync(dir).filter((name) => name.includes('.template-'))).toEqual([]);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = path.join(dir, 'locked');
    fs.mkdirSync(dataDir, { recursive: true });
    // The parent of this test process stands in for another live SetSpot process.
    fs.writeFileSync(path.join(dir, 'locked.pid'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already in use by process \d+/);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = path.join(dir, 'stale');
    fs.writeFileSync(path.join(dir, 'stale.pid'), '999999');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.close();
    expect(fs.existsSync(path.join(dir, 'stale.pid'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to an unrelated program', async () => {
    // After a crash and a reboot the pid may be reused: here by a `sleep`, not SetSpot.
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      for (const [name, lock] of [
        ['reused', JSON.stringify({ pid: unrelated.pid, command: 'node --import tsx apps/api/src/main.ts' })],
        ['reused-old-format', String(unrelated.pid)],
      ] as const) {
        const dataDir = path.join(dir, name);
        fs.writeFileSync(path.join(dir, `${name}.pid`), lock);
        const db = await openDatabase({ kind: 'pglite', dataDir });
        await db.close();
      }
    } finally {
      unrelated.kill();
    }
  });
});
