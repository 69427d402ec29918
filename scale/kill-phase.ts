import type { ScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import type { startSlowSmtpServer } from '../apps/api/src/testing/slow-smtp-server.ts';
import { check, eventually, phase } from './checks.ts';
import { DEMO_FILMMAKER } from './http.ts';
import type { Instance } from './instances.ts';

const EXPIRING = 6;
const FINISHED = 3;

/**
 * SIGKILL an instance while it holds jobs: requests past their expiry and finished bookings are
 * written straight into the database (as if time had passed), the mail provider takes 4 s per
 * message, and the instance is killed as soon as it holds email jobs. The other instance must
 * expire and complete every booking and send every email exactly once, once the dead one's locks
 * run out (JOBS_LOCK_SECONDS).
 */
export async function killWhileHoldingJobs(options: {
  database: ScratchDatabase;
  instances: Instance[];
  smtp: Awaited<ReturnType<typeof startSlowSmtpServer>>;
  lockSeconds: number;
}): Promise<Instance> {
  const { database, smtp } = options;
  const victim = options.instances[0] as Instance;
  phase(`SIGKILL ${victim.name} while it holds jobs (expiry, completion, email)`);
  smtp.setDelay(4000);
  const acceptedBefore = smtp.accepted.length;
  const [place] = await database.query<{ location: string; renter: string }>(
    `SELECT l.id::text AS location, u.id AS renter FROM locations l, users u
     WHERE u.email = $1 ORDER BY l.created_at LIMIT 1`,
    [DEMO_FILMMAKER],
  );
  const ids = await database.query<{ id: string; status: string }>(
    `INSERT INTO bookings (location_id, renter_id, start_date, end_date, total_price, status, expires_at)
     SELECT $1::uuid, $2, d, d, 100, 'pending', now() - interval '1 minute'
       FROM generate_series(date '2031-01-01', date '2031-01-01' + ($3::int - 1), interval '1 day') AS d
     UNION ALL
     SELECT $1::uuid, $2, d, d, 100, 'confirmed', NULL
       FROM generate_series(date '2021-01-01', date '2021-01-01' + ($4::int - 1), interval '1 day') AS d
     RETURNING id::text, status`,
    [place?.location, place?.renter, EXPIRING, FINISHED],
  );
  const bookingIds = ids.map((row) => row.id);

  const held = () =>
    database.query<{ id: string; kind: string }>(
      'SELECT id::text, kind FROM jobs WHERE locked_by LIKE $1 AND done_at IS NULL AND failed_at IS NULL',
      [`${victim.workerPrefix}%`],
    );
  let heldAtKill: { id: string; kind: string }[] = [];
  const caught = await eventually(
    async () => {
      heldAtKill = await held();
      return heldAtKill.some((job) => job.kind === 'email.deliver');
    },
    30_000,
    50,
  );
  check(`${victim.name} held email jobs when killed`, caught, heldAtKill.map((j) => j.kind).join(', '));
  await victim.stop('SIGKILL');
  const killedAt = Date.now();

  const done = await eventually(
    async () => {
      const [state] = await database.query<{ open: number; settled: number; unsent: number }>(
        `SELECT (SELECT count(*)::int FROM jobs WHERE id = ANY($1::bigint[]) AND done_at IS NULL) AS open,
              (SELECT count(*)::int FROM bookings WHERE id = ANY($2::uuid[]) AND status IN ('expired', 'completed')) AS settled,
              (SELECT count(*)::int FROM outbox_emails WHERE status <> 'sent') AS unsent`,
        [heldAtKill.map((j) => j.id), bookingIds],
      );
      return state?.open === 0 && state.settled === bookingIds.length && state.unsent === 0;
    },
    (options.lockSeconds + 60) * 1000,
  );
  const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
  check('the other instance finished every job the killed one held', done, `${seconds} s after the kill`);

  const [counts] = await database.query<{ expired: number; completed: number; queued: number }>(
    `SELECT (SELECT count(*)::int FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'expired') AS expired,
            (SELECT count(*)::int FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'completed') AS completed,
            (SELECT count(*)::int FROM outbox_emails WHERE "to" = $2 AND created_at > now() - interval '5 minutes'
               AND subject ILIKE '%expired%') AS queued`,
    [bookingIds, DEMO_FILMMAKER],
  );
  check(
    'every request expired and every finished booking completed',
    counts?.expired === EXPIRING && counts.completed === FINISHED,
    JSON.stringify(counts),
  );
  const delivered = smtp.accepted.slice(acceptedBefore).filter((e) => e.to.includes(DEMO_FILMMAKER));
  check(
    'each expiry email queued once and delivered once',
    counts?.queued === EXPIRING && delivered.length === EXPIRING,
    `${counts?.queued} queued, ${delivered.length} accepted by the mail server`,
  );
  smtp.setDelay(0);
  return victim;
}
