import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { runLoad, summarize } from '../bench/http-load.ts';
import { buildMix } from '../bench/search-mix.ts';
import { syntheticStatements } from '../bench/synthetic-listings.ts';
import {
  compiledServerExists,
  type Instance,
  rollingRestart,
  spawnInstance,
  waitUntilReady,
} from './instances.ts';
import { startNginx } from './nginx.ts';
import { startSteadyLoad } from './steady-load.ts';

// `npm run bench:scale` (prints, asserts nothing): start time and memory of one compiled instance on
// an idle database and with N synthetic listings; search and listing-detail requests per second
// through nginx in front of two instances against one instance direct; a rolling restart under load
// with the failed-request count. Needs nginx, the build and a PostgreSQL server (DATABASE_URL).

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    clients: { type: 'string', default: '32' },
  },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxPort = Number(process.env.SCALE_PORT ?? 3160);
const [portA, portB] = [nginxPort + 1, nginxPort + 2];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-scale-bench-'));
if (!compiledServerExists()) throw new Error('Run `npm run build` first: this measures the compiled server.');

const database = await createScratchDatabase(serverUrl, 'setspot_bench');
const env = {
  DATABASE_URL: database.url,
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'scale-bench-secret-0123456789-abcdefghijklmnop',
  PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
  TRUST_PROXY: 'true',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  WRITE_RATE_LIMIT_PER_IP: '1000000',
  WRITE_RATE_LIMIT_PER_USER: '1000000',
  SHUTDOWN_DELAY_SECONDS: '1',
};
const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** Spawn to ready, then to the search index loaded (it loads after the server listens). */
async function timedStart(name: string, port: number) {
  const started = Date.now();
  const instance = spawnInstance({ name, port, env, logDir: work });
  await waitUntilReady(instance);
  const ms = Date.now() - started;
  const indexed = () => instance.logLines().find((l) => String(l.msg).startsWith('Search index:'));
  while (!indexed()) await new Promise((resolve) => setTimeout(resolve, 100));
  // The process's own figure, from its first line of code to listening (without Node's own start).
  const running = instance.logLines().find((l) => String(l.msg).startsWith('SetSpot is running'));
  const inProcess = /started in (\d+) ms/.exec(String(running?.msg))?.[1];
  return { instance, ms, inProcess, indexedMs: Date.now() - started, index: String(indexed()?.msg) };
}

let instances: Instance[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  console.log('Start-up (spawn to ready, compiled server, NODE_ENV=production, PostgreSQL):');
  const idle = await timedStart('idle', portA);
  console.log(
    `  empty database (migrations, demo seed): ${idle.ms} ms (${idle.inProcess} ms in process), ${rssMb(idle.instance.pid)} MB RSS`,
  );
  const again = await idle.instance.stop().then(() => timedStart('idle', portA));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(
    `  idle database (schema current): ${again.ms} ms (${again.inProcess} ms in process), ${rssMb(again.instance.pid)} MB RSS after 2 s`,
  );
  await again.instance.stop();

  console.log(`Loading ${listings.toLocaleString('en-US')} synthetic listings...`);
  for (const statement of syntheticStatements) {
    // The demo listings (seeded above, for the owner the write load signs in as) have their photos.
    const sql =
      statement.label === 'photos'
        ? statement.sql.replace(
            'from locations) l',
            'from locations where id not in (select location_id from location_images)) l',
          )
        : statement.sql;
    await database.query(sql, statement.withCount ? [listings] : []);
  }
  await database.query('VACUUM ANALYZE');
  const a = await timedStart('a', portA);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(
    `  with ${listings.toLocaleString('en-US')} listings: ready in ${a.ms} ms (${a.inProcess} ms in process), index loaded at ${a.indexedMs} ms ` +
      `(${a.index}), ${rssMb(a.instance.pid)} MB RSS 2 s later`,
  );
  const [size] = await database.query<{ mb: number }>(
    'SELECT (pg_database_size(current_database()) / 1048576)::int AS mb',
  );
  console.log(`  database size: ${size?.mb} MB`);
  const b = await timedStart('b', portB);
  instances = [a.instance, b.instance];
  nginx = await startNginx({ port: nginxPort, upstreamPorts: [portA, portB] }, path.join(work, 'nginx'));

  const searches = buildMix(7, 1200, new Set()).map((q) => q.path);
  const ids = (
    await database.query<{ id: string }>('SELECT id::text FROM locations ORDER BY random() LIMIT 2000')
  ).map((r) => r.id);
  let n = 0;
  const kinds = {
    search: () => searches[n++ % searches.length],
    'listing detail': () => `/api/locations/${ids[n++ % ids.length]}`,
  };
  // Warm-up through nginx (both instances): the first questions fill caches and JIT, not figures.
  for (const nextPath of Object.values(kinds))
    await runLoad({ port: nginxPort, clients, nextPath, maxRequests: 1e9, maxSeconds: 3 });
  console.log(`\n${clients} clients, ${seconds} s each | req/s | p50 | p95 | errors`);
  for (const [kind, nextPath] of Object.entries(kinds)) {
    for (const [target, port] of [
      ['one instance direct', portA],
      ['nginx + two instances', nginxPort],
    ] as const) {
      const result = summarize(
        await runLoad({ port, clients, nextPath, maxRequests: 1e9, maxSeconds: seconds }),
      );
      console.log(
        `${kind}, ${target} | ${Math.round(result.rps)} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.errors}`,
      );
    }
  }
  console.log(`memory after the load: ${instances.map((i) => `${i.name} ${rssMb(i.pid)} MB`).join(', ')}`);

  console.log('\nRolling restart of both instances through nginx under load (16 clients, reads and writes):');
  const load = await startSteadyLoad({ baseUrl: nginx.url, clients: 16, listingIds: ids.slice(0, 200) });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rolled = await rollingRestart(instances, env, work);
  instances = rolled.instances;
  const result = await load.stop();
  const stored = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM locations WHERE id = ANY($1::uuid[])',
    [result.acknowledged],
  );
  console.log(
    `  ${result.gets} GETs, ${result.failedGets.length} failed; ${result.writes} writes, ` +
      `${result.acknowledged.length} acknowledged (${stored[0]?.n} stored), ${result.unacknowledged.length} not; ` +
      `${result.seconds.toFixed(1)} s; shutdowns ${rolled.exits.map((e) => `${e.afterSignalMs} ms`).join(', ')}`,
  );
} finally {
  await Promise.allSettled(instances.map((i) => i.stop()));
  await nginx?.stop();
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
}
