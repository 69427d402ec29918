import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// The tester's crash test, made permanent: every write the server acknowledged before `kill -9` is
// there after a restart. The embedded database is the one at risk (PGlite writes its own files);
// a PostgreSQL server's durability is the server's own business, so this runs on PGlite.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  // The embedded database, even in the CI leg that sets DATABASE_URL for the other tests.
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('SetSpot did not start');
}

describe('durability', () => {
  it('keeps every acknowledged write across kill -9', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const marker = `crash-${lane}-${i}`;
        try {
          // A sign-up writes the account, its profile and the confirmation email in one go.
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: `${marker}@example.com`,
              password: 'Correct-Horse-Battery-9',
              name: 'Crash Test',
              firstName: 'Crash',
              lastName: 'Test',
              userType: 'filmmaker',
            }),
          });
          if (res.status === 200) acknowledged.push(marker);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1].map(writer);
    // Enough acknowledged writes to mean something, but never longer than 20 s of writing on a busy machine.
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Listen before killing: a process that is already gone emits 'exit' only once.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all([...writers, exited]);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    // The account, its profile and its confirmation email: all three of each acknowledged sign-up.
    const rows = await database.query<{ email: string }>(
      `select u.email from users u join profiles p on p.id = u.id
       join outbox_emails o on position(u.email in o.to) > 0 where u.email like 'crash-%'`,
    );
    await database.close();
    const stored = new Set(rows.map((row) => row.email.replace('@example.com', '')));
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
  }, 300_000);
});
