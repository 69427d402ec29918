import fs from 'node:fs';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { check, phase } from './checks.ts';
import { startInstances } from './instances.ts';

const journal = path.resolve(import.meta.dirname, '../apps/api/src/db/migrations/meta/_journal.json');
const migrationCount = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries
  .length;

/**
 * Three instances started at the same moment on an empty database without the demo seed: all come
 * up, the migrations are applied once, and each exits cleanly on SIGTERM within the shutdown bound.
 */
export async function startUpRace(options: {
  serverUrl: string;
  ports: number[];
  env: Record<string, string>;
  logDir: string;
}) {
  phase(`Start-up race: ${options.ports.length} instances at once on an empty database, SEED_DEMO=false`);
  const database = await createScratchDatabase(options.serverUrl);
  try {
    const started = Date.now();
    const instances = await startInstances(
      options.ports.map((port, i) => ({
        name: `race${i + 1}`,
        port,
        env: { ...options.env, DATABASE_URL: database.url, SEED_DEMO: 'false' },
      })),
      options.logDir,
    );
    console.log(`  all ${instances.length} ready after ${Date.now() - started} ms`);
    const [applied] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    check(
      'migrations applied once each',
      applied?.n === migrationCount,
      `${applied?.n} of ${migrationCount}`,
    );
    const [users] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    check('no demo data without SEED_DEMO', users?.n === 0);
    const exits = await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    check(
      'each exits with 0 on SIGTERM',
      exits.every((exit) => exit.code === 0),
      exits.map((exit) => `${exit.code} after ${exit.afterSignalMs} ms`).join(', '),
    );
  } finally {
    await database.drop();
  }
}
