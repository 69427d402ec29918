import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { closeWhenParentLeaves } from './bench-child.ts';

/**
 * The server side of bench/bookings.ts, in its own process: a database of its own (on the
 * DATABASE_URL server, dropped on close; else an in-memory PGlite), 32 owner and 32 filmmaker
 * accounts signed in through the API, N listings spread over the owners, and the server on 127.0.0.1.
 * Talks to the parent over IPC.
 */
type Message = { type: 'sql'; id: number; text?: string; params?: unknown[] };

const listings = Number(process.env.BENCH_LISTINGS);
const accounts = 32;
const send = (message: unknown) => process.send?.(message);
const password = 'Bench-Password-Strong-9';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

async function signedIn(app: App, database: Database, email: string, userType: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: 'Bench User', firstName: 'Bench', lastName: userType, userType },
  });
  if (signup.statusCode !== 200) throw new Error(`Sign-up failed: ${signup.body}`);
  await database.query('update users set email_verified = true where email = $1', [email]);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  });
  const cookies = login.headers['set-cookie'];
  return (Array.isArray(cookies) ? cookies : [cookies ?? '']).map((c) => c.split(';')[0]).join('; ');
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-bench-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    // 'test' keeps the built-in test payments on (production would need Stripe keys).
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT_MAX: '100000',
    WRITE_RATE_LIMIT_PER_IP: '10000000',
    WRITE_RATE_LIMIT_PER_USER: '10000000',
  });
  const { app } = await buildApp({ config, database });
  app.get('/bench/ping', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const started = performance.now();
  const owners: string[] = [];
  const filmmakers: string[] = [];
  for (let i = 0; i < accounts; i++) {
    owners.push(await signedIn(app, database, `owner${i}@bench.local`, 'owner'));
    filmmakers.push(await signedIn(app, database, `filmmaker${i}@bench.local`, 'filmmaker'));
  }
  // Listings straight in SQL, round robin over the owners; every day offered.
  await database.query(
    `insert into locations (owner_id, title, type, price, address, city, state, timezone, availability)
     select o.id, 'Bench space ' || g, 'studio', 100 + (g % 400), g || ' Bench St', 'Austin', 'TX',
            'America/Chicago', '{"weekdays": true, "weekends": true, "holidays": true}'::jsonb
     from generate_series(0, $1 - 1) g
     join (select id, row_number() over (order by email) - 1 as n from users where user_type = 'owner') o
       on o.n = g % ${accounts}`,
    [listings],
  );
  const rows = await database.query<{ id: string; owner: string }>(
    `select l.id, u.email as owner from locations l join users u on u.id = l.owner_id order by l.created_at, l.id`,
  );
  const ownerIndex = (email: string) => Number(/owner(\d+)@/.exec(email)?.[1]);
  send({
    type: 'log',
    text: `  set up ${accounts} owners, ${accounts} filmmakers and ${rows.length} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  });

  process.on('message', (message: Message) => {
    database.query(message.text ?? '', message.params).then(
      (result) => send({ type: 'sql', id: message.id, rows: result }),
      (error: Error) => send({ type: 'sql', id: message.id, error: error.message }),
    );
  });
  closeWhenParentLeaves(app, database, dataDir);
  send({
    type: 'ready',
    port,
    owners,
    filmmakers,
    listings: rows.map((row) => ({ id: row.id, owner: ownerIndex(row.owner) })),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
