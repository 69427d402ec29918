import path from 'node:path';
import { z } from 'zod';

// The one place that reads process.env (DESIGN section 4). Everything else receives a Config.

const DEV_SECRET = 'setspot-development-secret-change-me-in-production-0123456789';

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SetSpot <no-reply@setspot.local>'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: booleanFromEnv(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    authRateLimit: { windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.AUTH_RATE_LIMIT_MAX },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    // /dev/* routes (mailbox, test checkout helpers) only without production mail and payments.
    devRoutes: !production && !e.SMTP_URL,
  };
}
