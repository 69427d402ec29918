import { buildApp } from '../apps/api/src/app.ts';
import { countQueries } from '../apps/api/src/testing/query-counter.ts';
import { openTestDatabase } from '../apps/api/src/testing/test-database.ts';
import { benchServerConfig, closeWhenParentLeaves } from './bench-child.ts';
import { signedIn } from './bench-session.ts';

/**
 * The server side of bench/api.ts, in its own process: like bookings-server.ts (a database of its
 * own, 32 owners and 32 filmmakers signed in through the API, N listings) plus one conversation per
 * filmmaker with their owner, and a counter of every statement the server sends to PostgreSQL, so the
 * parent can print database queries per request as counted, not guessed. Talks over IPC.
 */
type Message = { type: 'sql' | 'queries' | 'cpu'; id: number; text?: string; params?: unknown[] };

const queriesSoFar = countQueries();
const listings = Number(process.env.BENCH_LISTINGS);
const accounts = 32;
const send = (message: unknown) => process.send?.(message);
async function main() {
  const { dataDir, config } = benchServerConfig('setspot-bench-api-', {
    MESSAGE_RATE_LIMIT_PER_MINUTE: '10000000',
  });
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
  await database.query(
    `insert into locations (owner_id, title, type, price, address, city, state, timezone, availability)
     select o.id, 'Bench space ' || g, 'studio', 100 + (g % 400), g || ' Bench St', 'Austin', 'TX',
            'America/Chicago', '{"weekdays": true, "weekends": true, "holidays": true}'::jsonb
     from generate_series(0, $1 - 1) g
     join (select id, row_number() over (order by email) - 1 as n from users where user_type = 'owner') o
       on o.n = g % ${accounts}`,
    [listings],
  );
  const rows = await database.query<{ id: string; owner: string; owner_id: string }>(
    `select l.id, u.email as owner, u.id as owner_id
       from locations l join users u on u.id = l.owner_id order by l.created_at, l.id`,
  );
  const ownerIndex = (email: string) => Number(/owner(\d+)@/.exec(email)?.[1]);
  // Filmmaker i writes to owner i about one of their listings, through the API: a conversation each.
  const ownerIds: string[] = [];
  for (const row of rows) ownerIds[ownerIndex(row.owner)] ??= row.owner_id;
  const conversations: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const listing = rows.find((row) => ownerIndex(row.owner) === i);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: filmmakers[i] ?? '', origin: 'http://127.0.0.1' },
      payload: { receiverId: ownerIds[i], content: 'Is the space free in spring?', locationId: listing?.id },
    });
    if (sent.statusCode !== 201) throw new Error(`Message refused: ${sent.body}`);
    conversations.push((sent.json() as { message: { conversationId: string } }).message.conversationId);
  }
  send({
    type: 'log',
    text: `  set up ${accounts} owners, ${accounts} filmmakers, ${rows.length} listings and ${accounts} conversations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  });

  process.on('message', (message: Message) => {
    if (message.type === 'queries') {
      send({ type: 'sql', id: message.id, rows: [{ count: queriesSoFar() }] });
      return;
    }
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'sql', id: message.id, rows: [{ micros: user + system }] });
      return;
    }
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
    ownerIds,
    conversations,
    listings: rows.map((row) => ({ id: row.id, owner: ownerIndex(row.owner) })),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
