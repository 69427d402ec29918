import path from 'node:path';
import {
  DEFAULT_PLATFORM_FEE_PERCENT,
  DEFAULT_SERVICE_FEE_PERCENT,
  isFeePercent,
} from '@setspot/domain/payments/fees';
import { z } from 'zod';

// The one place that reads process.env (architecture section 4). Everything else receives a Config.

const DEV_SECRET = 'setspot-development-secret-change-me-in-production-0123456789';
/** Secrets published in this repository: anyone could forge sessions and email links with them. */
const KNOWN_SECRETS = new Set([DEV_SECRET]);

const MAKE_A_SECRET = '`openssl rand -base64 32`';

/**
 * Why a secret of the allowed length is still guessable, or null: too few different characters, too
 * little information by their spread (Shannon estimate), or one short piece repeated. Random secrets
 * pass with room: 32 hex characters (128 bits) estimate at about 115 bits, 44 base64 ones at 220.
 */
export function secretWeakness(secret: string): string | null {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < 10) return `only ${counts.size} different characters; use at least 10`;
  const length = [...secret].length;
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / length);
  if (bits < 100) return 'too little variety in its characters';
  for (let period = 1; period <= secret.length / 2; period += 1) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) {
      return 'one short piece repeated';
    }
  }
  return null;
}

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  OPERATOR_TWO_FACTOR: z.enum(['true', 'false']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SetSpot <no-reply@setspot.local>'),
  // Where messages of the contact form go (architecture section 2).
  SUPPORT_EMAIL: z.email().default('support@setspot.local'),
  // A MapLibre style for the search map (ADR 0041); unset: the shipped offline basemap.
  MAP_STYLE_URL: z.url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  // New and edited listings wait for an operator (ADR 0048): on in production unless set.
  LISTING_REVIEW: z.enum(['true', 'false']).optional(),
  RESPONSE_CHECKS: z.enum(['true', 'false']).optional(),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Failed sign-ins from one address, whatever the accounts (AUTH_RATE_LIMIT_MAX is per account);
  // unset: three times AUTH_RATE_LIMIT_MAX.
  AUTH_FAILED_SIGN_INS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  WRITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  WRITE_RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(60),
  WRITE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  // Messages one user may send per minute, on top of the write limits (docs/decisions/0014).
  MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // How often each open message stream's session is looked up again (ADR 0031).
  STREAM_SESSION_CHECK_MS: z.coerce.number().int().min(50).default(30_000),
  TRUST_PROXY: booleanFromEnv(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // pretty: one short line per request for people (default in development); json: for log collectors.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  // SIGTERM: answer /api/ready 503 for this long before closing (time for a balancer to notice),
  // then finish the requests in flight; exit at the latest after the timeout.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  WEB_DIST: z.string().optional(),
  // Object storage: unset S3_BUCKET keeps files on local disk under DATA_DIR/uploads.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  // Payments: both Stripe keys turn on Stripe Checkout; without them the built-in test checkout.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The Connect webhook endpoint's own signing secret (account.updated, payout.paid, …; ADR 0047).
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Where the Stripe client sends API calls (default api.stripe.com): stripe-mock or a test fake.
  STRIPE_API_URL: z.url().optional(),
  // Fees in percent of the booking fee, at most two decimals (docs/decisions/0036): SetSpot's fee taken
  // from the owner's earnings, and the renter's service fee charged on top.
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .refine(isFeePercent, 'a percentage from 0 to 50, at most two decimals')
    .default(DEFAULT_PLATFORM_FEE_PERCENT),
  SERVICE_FEE_PERCENT: z.coerce
    .number()
    .refine(isFeePercent, 'a percentage from 0 to 50, at most two decimals')
    .default(DEFAULT_SERVICE_FEE_PERCENT),
  // An owner is paid this long after the end of the booking's last day in the listing's zone.
  PAYOUT_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  // Background jobs (docs/decisions/0010-job-queue.md).
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_LOCK_SECONDS: z.coerce.number().positive().default(120),
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  // How often due bookings are settled (requests expired, finished bookings completed).
  JOBS_SETTLE_INTERVAL_MS: z.coerce.number().int().min(10).default(15_000),
  // false: this process serves requests only and leaves jobs to other instances.
  JOBS_WORKER: booleanFromEnv(true),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.BETTER_AUTH_SECRET) throw new Error('BETTER_AUTH_SECRET is required in production');
  if (production && e.BETTER_AUTH_SECRET && KNOWN_SECRETS.has(e.BETTER_AUTH_SECRET)) {
    throw new Error(
      'BETTER_AUTH_SECRET is a published example value: anyone could forge sessions and email links with it. ' +
        `Set it to a long random string: ${MAKE_A_SECRET}.`,
    );
  }
  const weakness = production && e.BETTER_AUTH_SECRET ? secretWeakness(e.BETTER_AUTH_SECRET) : null;
  if (weakness) {
    throw new Error(
      `BETTER_AUTH_SECRET is too easy to guess (${weakness}): anyone who guesses it can forge sessions ` +
        `and email links. Make a random one: ${MAKE_A_SECRET}.`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const),
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_SECRET,
    mail: e.SMTP_URL
      ? ({ kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM } as const)
      : ({ kind: 'dev', from: e.MAIL_FROM } as const),
    supportEmail: e.SUPPORT_EMAIL,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    listingReview: e.LISTING_REVIEW ? e.LISTING_REVIEW === 'true' : production,
    // Every answer checked against its schema before it is written (http/response-writer.ts).
    responseChecks: e.RESPONSE_CHECKS ? e.RESPONSE_CHECKS === 'true' : !production,
    authRateLimit: {
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      max: e.AUTH_RATE_LIMIT_MAX,
      failedSignInsPerAddress: e.AUTH_FAILED_SIGN_INS_PER_ADDRESS ?? 3 * e.AUTH_RATE_LIMIT_MAX,
    },
    writeRateLimit: {
      windowSeconds: e.WRITE_RATE_LIMIT_WINDOW_SECONDS,
      perUser: e.WRITE_RATE_LIMIT_PER_USER,
      perIp: e.WRITE_RATE_LIMIT_PER_IP,
    },
    messageRateLimitPerMinute: e.MESSAGE_RATE_LIMIT_PER_MINUTE,
    streamSessionCheckMs: e.STREAM_SESSION_CHECK_MS,
    trustedOrigins: trustedOrigins(publicUrl, e.PORT, production),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    shutdown: { delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    storage: storageConfig(e, dataDir),
    payments: paymentsConfig(e, production),
    fees: { platformPercent: e.PLATFORM_FEE_PERCENT, servicePercent: e.SERVICE_FEE_PERCENT },
    payouts: { delayHours: e.PAYOUT_DELAY_HOURS },
    jobs: {
      worker: e.JOBS_WORKER,
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      lockSeconds: e.JOBS_LOCK_SECONDS,
      retryBaseMs: e.JOBS_RETRY_BASE_MS,
      concurrency: e.JOBS_CONCURRENCY,
      settleIntervalMs: e.JOBS_SETTLE_INTERVAL_MS,
    },
    // The calendar import's fetcher connects to loopback addresses (a local test server) only in
    // development and test; private, link-local and metadata addresses never (ADR 0044).
    calendarImport: { allowLoopback: !production },
    // /dev/* routes (mailbox, test checkout helpers) only without production mail and payments.
    devRoutes: !production && !e.SMTP_URL,
    // Operators need two-factor sign-in before any admin route answers: always in production, and
    // elsewhere when asked (OPERATOR_TWO_FACTOR=true, for trying the set-up).
    operatorTwoFactor: production || e.OPERATOR_TWO_FACTOR === 'true',
  };
}

/**
 * Origins whose pages may change state (CSRF check, Better Auth). In development the loopback names
 * of the port all reach the same server, so opening http://127.0.0.1:3000 instead of localhost
 * works; the Vite dev server (port 5173) proxies to the API from its own origin.
 */
function trustedOrigins(publicUrl: string, port: number, production: boolean): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  if (!production) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${port}`);
    origins.add('http://localhost:5173');
  }
  return [...origins];
}

export type PaymentsConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      connectWebhookSecret: string | undefined;
      apiUrl: string | undefined;
    }
  /** The built-in test checkout: never in production. */
  | { kind: 'test' }
  /** Production without Stripe keys: requests can be made but not paid for. */
  | { kind: 'disabled' };

function paymentsConfig(e: z.infer<typeof envSchema>, production: boolean): PaymentsConfig {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    throw new Error('Invalid environment: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return {
      kind: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    };
  }
  return production ? { kind: 'disabled' } : { kind: 'test' };
}

export type StorageConfig =
  | { kind: 'local'; dir: string; publicPath: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Base of the public object URLs: S3_PUBLIC_URL, else the endpoint or AWS address of the bucket. */
      publicUrl: string;
    };

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'uploads'), publicPath: '/uploads' };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = e.S3_ENDPOINT?.replace(/\/$/, '');
  const publicUrl =
    e.S3_PUBLIC_URL ??
    (endpoint ? `${endpoint}/${e.S3_BUCKET}` : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: publicUrl.replace(/\/$/, ''),
  };
}
