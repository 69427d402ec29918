import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../apps/api/src/testing/s3-server.ts';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { startSlowSmtpServer } from '../apps/api/src/testing/slow-smtp-server.ts';
import { check, failedChecks, phase, writeReport } from './checks.ts';
import { type Instance, rollingRestart, startInstances } from './instances.ts';
import { killWhileHoldingJobs } from './kill-phase.ts';
import { watchMessageStream } from './message-stream-phase.ts';
import { startNginx } from './nginx.ts';
import { sessionsAndRateLimits } from './sessions-phase.ts';
import { startUpRace } from './start-up-race.ts';
import { startSteadyLoad } from './steady-load.ts';

// `npm run test:scale` (CI runs it on its PostgreSQL leg): nginx in front of two SetSpot
// instances on one PostgreSQL database and an S3 server, as docs/deploy.md describes. Needs nginx
// (apt-get install -y nginx) and a PostgreSQL server (DATABASE_URL, default the local one). Ports
// SCALE_PORT (nginx, default 3160) and the three after it.

const root = path.resolve(import.meta.dirname, '..');
/** Browser journeys of the bookings and messaging work, run through nginx. */
const JOURNEYS = ['e2e/bookings.e2e.ts', 'e2e/messaging.e2e.ts'];
/** Realtime stream paths nginx must not buffer: the message stream (ADR 0014). */
const STREAM_PATHS = ['/api/messages/stream'];
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxPort = Number(process.env.SCALE_PORT ?? 3160);
const [portA, portB, portC] = [nginxPort + 1, nginxPort + 2, nginxPort + 3];
const publicUrl = `http://127.0.0.1:${nginxPort}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-scale-'));
const logDir = path.join(work, 'logs');
fs.mkdirSync(logDir);

// The test runs the compiled server, as production does: compile it afresh (about a second), and
// the web app when its build is missing or older than its sources.
for (const script of ['scripts/ensure-build.mjs', 'scripts/build-server.mjs']) {
  if (spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const s3 = await startS3Server('setspot-scale');
const smtp = await startSlowSmtpServer();
const baseEnv = {
  NODE_ENV: 'development',
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'true',
  BETTER_AUTH_SECRET: 'scale-test-secret-0123456789-abcdefghijklmnop',
  LOG_LEVEL: 'info',
  WRITE_RATE_LIMIT_PER_IP: '100000',
  WRITE_RATE_LIMIT_PER_USER: '100000',
  // The message stream phase sends a message every 50 ms or so from one person.
  MESSAGE_RATE_LIMIT_PER_MINUTE: '100000',
  JOBS_POLL_INTERVAL_MS: '200',
  // Keep serving (with Connection: close) for a second after SIGTERM: nginx lets its pooled
  // connections go one by one instead of finding them closed under a request.
  SHUTDOWN_DELAY_SECONDS: '1',
  ...s3.env,
};
let instances: Instance[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const database = await createScratchDatabase(serverUrl);
const started = Date.now();

try {
  await startUpRace({ serverUrl, ports: [portA, portB, portC], env: baseEnv, logDir });

  phase('Two instances with the demo seed on, started at once on an empty database');
  // Browser journeys sign many people up from one address: the auth limit is raised for them only.
  const journeyEnv = {
    ...baseEnv,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
  };
  instances = await startInstances(
    [
      { name: 'a', port: portA, env: journeyEnv },
      { name: 'b', port: portB, env: journeyEnv },
    ],
    logDir,
  );
  const seeded = instances
    .flatMap((i) => i.logLines())
    .filter((l) => String(l.msg).startsWith('Demo data seeded'));
  const [demo] = await database.query<{ users: number; listings: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE email LIKE '%@setspot.example') AS users,
            (SELECT count(*)::int FROM locations) AS listings`,
  );
  check('one instance seeded', seeded.length === 1, `${seeded.length} seed log lines`);
  check('the demo set exists once', demo?.listings === 4 && (demo?.users ?? 0) >= 2, JSON.stringify(demo));

  nginx = await startNginx(
    { port: nginxPort, upstreamPorts: [portA, portB], streamPaths: STREAM_PATHS },
    path.join(work, 'nginx'),
  );

  phase('Booking and messaging journeys in the browser through nginx');
  const journeys = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...JOURNEYS,
      '--project',
      'desktop',
      '--workers',
      '2',
      '--reporter',
      'line',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: publicUrl, TZ: 'UTC' } },
  );
  check('booking and messaging journeys pass through nginx on two instances', journeys.status === 0);

  phase(
    'Rolling restart (SIGTERM, one instance at a time) under a steady load of reads and writes, ' +
      'with messages sent to an open message stream',
  );
  const listingIds = (await database.query<{ id: string }>('SELECT id::text FROM locations LIMIT 20')).map(
    (r) => r.id,
  );
  const load = await startSteadyLoad({ baseUrl: publicUrl, clients: 8, listingIds, pauseMs: 5 });
  const messages = await watchMessageStream({ publicUrl, database });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // The new version: production-like auth limit, mail through SMTP, short job locks for the next phase.
  const rolledEnv = {
    ...baseEnv,
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_MAX: '10',
    SMTP_URL: smtp.url,
    JOBS_LOCK_SECONDS: '6',
    JOBS_SETTLE_INTERVAL_MS: '1000',
  };
  const rolled = await rollingRestart(instances, rolledEnv, logDir);
  instances = rolled.instances;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const result = await load.stop();
  console.log(
    `  ${result.gets} GETs and ${result.writes} writes in ${result.seconds.toFixed(1)} s; ` +
      `shutdowns took ${rolled.exits.map((e) => `${e.afterSignalMs} ms`).join(' and ')}`,
  );
  check('zero failed GETs', result.failedGets.length === 0, result.failedGets.slice(0, 5).join('; '));
  const ids = result.acknowledged;
  const [found] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM locations WHERE id = ANY($1::uuid[])',
    [ids],
  );
  check(
    'every acknowledged write is stored',
    found?.n === ids.length && ids.length > 0,
    `${found?.n} of ${ids.length}`,
  );
  console.log(
    `  writes not acknowledged (refused while closing, never confirmed): ${result.unacknowledged.length}`,
  );
  check(
    'each instance exited cleanly within the bound',
    rolled.exits.every((e) => e.code === 0),
  );
  await messages.finish();

  await sessionsAndRateLimits({ publicUrl, instances });
  const killed = await killWhileHoldingJobs({ database, instances, smtp, lockSeconds: 6 });
  instances = instances.filter((i) => i !== killed);
} catch (error) {
  check('the scale-out test ran to its end', false, error instanceof Error ? error.message : String(error));
} finally {
  await Promise.allSettled(instances.map((i) => i.stop('SIGTERM')));
  await nginx?.stop();
  await Promise.allSettled([s3.close(), smtp.close(), database.drop()]);
}

writeReport(path.join(root, 'test-results/scale.json'));
const failed = failedChecks();
console.log(
  `\nScale-out test: ${failed.length === 0 ? 'passed' : `${failed.length} check(s) failed`} in ${Math.round((Date.now() - started) / 1000)} s (logs in ${logDir})`,
);
if (failed.length === 0) fs.rmSync(work, { recursive: true, force: true });
process.exit(failed.length === 0 ? 0 : 1);
