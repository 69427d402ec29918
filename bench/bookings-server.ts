import { buildApp } from '../apps/api/src/app.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { benchServerConfig, closeWhenParentLeaves } from './bench-child.ts';
import { signedIn } from './bench-session.ts';

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
async function main() {
  const { dataDir, config } = benchServerConfig('setspot-bench-');
  const database = await openTestDatabase();
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
