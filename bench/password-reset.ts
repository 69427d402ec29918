import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { signedIn } from './bench-session.ts';

/**
 * Whether a password reset request tells known addresses from unknown ones by its time:
 * asks once for each of `--requests` accounts' addresses and as often for addresses without one, in
 * pairs of random order, against an in-process server (in-memory PGlite, or a database of its own on
 * the DATABASE_URL server), and prints the median and 90th percentile of each.
 * `npx tsx bench/password-reset.ts --requests 100`; JOBS_WORKER=false leaves the queued work undone
 * (the request alone, as with the worker in another process).
 */
const requests = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 100;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-bench-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT_MAX: String(requests * 10),
    JOBS_WORKER: process.env.JOBS_WORKER ?? 'true',
  });
  const { app } = await buildApp({ config, database });
  await app.ready();
  for (let i = 0; i < requests; i++) await signedIn(app, database, `known-${i}@bench.example`, 'owner');
  const ask = async (email: string) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      payload: { email, redirectTo: '/reset-password' },
    });
    if (res.statusCode !== 200) throw new Error(`Reset request failed: ${res.body}`);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 20; i++) await ask(`warm-${i}@bench.example`);
  for (let i = 0; i < requests; i++) {
    if (Math.random() < 0.5) {
      known.push(await ask(`known-${i}@bench.example`));
      unknown.push(await ask(`nobody-${i}@bench.example`));
    } else {
      unknown.push(await ask(`nobody-${i}@bench.example`));
      known.push(await ask(`known-${i}@bench.example`));
    }
  }
  const at = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;
  for (const [label, values] of [
    ['known address', known],
    ['unknown address', unknown],
  ] as const) {
    console.log(`${label}: median ${at(values, 0.5).toFixed(2)} ms, p90 ${at(values, 0.9).toFixed(2)} ms`);
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
