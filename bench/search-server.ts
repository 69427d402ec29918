import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { closeWhenParentLeaves } from './bench-child.ts';
import { signedIn } from './bench-session.ts';
import { explainSearchQueries } from './search-plans.ts';
import { syntheticStatements } from './synthetic-listings.ts';

/**
 * The server side of bench/search.ts, in its own process so the load generator does not share its
 * event loop: opens the database (a new one on the DATABASE_URL server, else an in-memory PGlite), seeds
 * the synthetic listings, and serves on 127.0.0.1 only. Talks to the parent over IPC.
 */
type Message = { type: 'sql' | 'memory' | 'cpu' | 'plans'; id: number; text?: string; params?: unknown[] };

const listings = Number(process.env.BENCH_LISTINGS);
const send = (message: unknown) => process.send?.(message);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-bench-'));
  // A database of its own on the DATABASE_URL server, dropped on close; else an in-memory PGlite.
  const database = await openTestDatabase();
  const seedStarted = performance.now();
  for (const statement of syntheticStatements) {
    const started = performance.now();
    await database.query(statement.sql, statement.withCount ? [listings] : []);
    send({
      type: 'log',
      text: `  seeded ${statement.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    });
  }
  await database.query('vacuum analyze');
  send({ type: 'log', text: `  seeding took ${((performance.now() - seedStarted) / 1000).toFixed(1)} s` });

  const config = loadConfig({
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const { app } = await buildApp({ config, database });
  // The trivial route the figures are compared with: same server, same plugins, no work.
  app.get('/bench/ping', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // As a load balancer would, send work once the instance says it is ready: its search index and
  // card store loaded (ADR 0027). The parent prints how long that took.
  const warmStarted = performance.now();
  while ((await app.inject({ url: '/api/ready' })).statusCode !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  send({
    type: 'log',
    text: `  ready (search index and card store loaded) ${((performance.now() - warmStarted) / 1000).toFixed(1)} s after listening`,
  });
  // A session for GET /api/me signed in.
  const cookie = await signedIn(app, database, 'bench-me@setspot.example', 'filmmaker');

  process.on('message', (message: Message) => {
    const work =
      message.type === 'memory'
        ? Promise.resolve([process.memoryUsage()])
        : message.type === 'cpu'
          ? Promise.resolve([process.cpuUsage()])
          : message.type === 'plans'
            ? explainSearchQueries(database, message.params as string[])
            : database.query(message.text ?? '', message.params);
    work.then(
      (rows) => send({ type: 'sql', id: message.id, rows }),
      (error: Error) => send({ type: 'sql', id: message.id, error: error.message }),
    );
  });
  closeWhenParentLeaves(app, database, dataDir);
  send({ type: 'ready', port, cookie, listeningAt: Date.now() });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
