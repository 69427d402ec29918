import { createHmac } from 'node:crypto';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { benchServerConfig, closeWhenParentLeaves } from './bench-child.ts';
import { signedIn } from './bench-session.ts';

/**
 * One server process of bench/messaging.ts, on the database the parent made (BENCH_DATABASE_URL).
 * With BENCH_PAIRS set it also makes the accounts: that many filmmakers and owners with a session
 * each, every owner with one listing; it answers their ids and session cookies over IPC.
 */
const send = (message: unknown) => process.send?.(message);
const pairs = Number(process.env.BENCH_PAIRS ?? 0);
/**
 * The accounts' ids are UUIDs, as the API checks ids before anything else ('Not a valid id'):
 * filmmakers ...-8000-n and owners ...-9000-n. Until 2026-11-28 they were 'bench-owner-n', and every
 * message the bench sent was refused with 400.
 */
const BENCH_ID_PREFIX = '00000000-0000-4000-';
type App = Awaited<ReturnType<typeof buildApp>>['app'];
type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The session cookie's name, learnt from one real sign-up and sign-in through the API. */
async function sessionCookieName(app: App, database: Database): Promise<string> {
  const cookieHeader = await signedIn(app, database, 'template@bench.local', 'filmmaker');
  const name = cookieHeader
    .split('; ')
    .map((cookie) => cookie.split('=')[0] ?? '')
    .find((n) => n.endsWith('session_token'));
  if (!name) throw new Error(`No session cookie in: ${cookieHeader}`);
  return name;
}

/** A session cookie as Better Auth signs it (HMAC-SHA-256 of the token, base64). */
function signedCookie(name: string, token: string, secret: string) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The accounts, straight in SQL (password hashing for hundreds of sign-ups would take minutes on a
 * busy two-core machine and is not what this measures): users (profiles follow by trigger), one
 * session each, and a listing per owner.
 */
async function accounts(app: App, database: Database, secret: string) {
  const cookieName = await sessionCookieName(app, database);
  await database.query(
    `insert into users (id, name, email, email_verified, first_name, last_name, user_type)
     select '${BENCH_ID_PREFIX}' || case kind when 'filmmaker' then '8' else '9' end || '000-' || lpad(to_hex(g), 12, '0'),
            'Bench User', kind || g || '@bench.local', true, 'Bench', kind, kind
     from generate_series(0, $1 - 1) g, (values ('filmmaker'), ('owner')) k(kind)`,
    [pairs],
  );
  await database.query(
    `insert into sessions (id, token, user_id, expires_at)
     select 'session-' || id, 'token-' || id, id, now() + interval '1 day' from users
     where id like '${BENCH_ID_PREFIX}%'`,
  );
  await database.query(
    `insert into locations (owner_id, title, type, price, address, city, state, timezone)
     select id, 'Bench space', 'studio', 100, '1 Bench St', 'Austin', 'TX', 'America/Chicago'
     from profiles where id like '${BENCH_ID_PREFIX}9%'`,
  );
  const account = (kind: string, n: number) => {
    const id = `${BENCH_ID_PREFIX}${kind === 'filmmaker' ? 8 : 9}000-${n.toString(16).padStart(12, '0')}`;
    return { id, cookie: signedCookie(cookieName, `token-${id}`, secret) };
  };
  return {
    filmmakers: Array.from({ length: pairs }, (_, n) => account('filmmaker', n)),
    owners: Array.from({ length: pairs }, (_, n) => account('owner', n)),
  };
}

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL ?? '' });
  const { dataDir, config } = benchServerConfig('setspot-bench-msg-', {
    MESSAGE_RATE_LIMIT_PER_MINUTE: '10000000',
    // Senders come from addresses of their own (X-Forwarded-For), as real users do: one shared
    // address would make every write wait on that address's rate-limit row.
    TRUST_PROXY: 'true',
  });
  const { app } = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const made = pairs > 0 ? await accounts(app, database, config.authSecret) : null;
  closeWhenParentLeaves(app, database, dataDir);
  send({ type: 'ready', port, ...made });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
