import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './adapters/jobs/job-queue.ts';
import type { MailOutbox } from './adapters/mail/mail-outbox.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { PayoutProvider } from './adapters/payments/payout-provider.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Auth } from './modules/auth/auth.public.ts';
import type { Lifecycle } from './modules/health/lifecycle.ts';
import type { CurrentUserCache } from './modules/profiles/profiles.public.ts';

/**
 * Everything a route or service may need, built once in app.ts (architecture section 8.7: adapters are
 * chosen in one place from config). Route plugins are `FastifyPluginAsyncZod<AppDeps>` and receive it
 * as their options; services take the part they use as their first argument, e.g.
 * `(deps: Pick<AppDeps, 'db'>, ...)`. There are no Fastify decorators: this is the one way in.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  /** The server's logger, for what a service recovers from and reports. */
  payments: PaymentProvider;
  /** Paying owners: payout accounts, transfers and payouts (docs/decisions/0036). */
  payouts: PayoutProvider;
  jobs: JobQueue;
  /** Emails sent by a background job, so they never block or fail a request. */
  outbox: MailOutbox;
  /** The time rules are judged at; tests pin it to the edges of refund tiers. */
  clock: Clock;
  /** Recent GET /api/me answers (ADR 0023); services that change a profile or account forget them. */
  currentUsers: CurrentUserCache;
  /** The one rate limiter (ADR 0033): routes name their limits in their config, services ask it for theirs. */
  rateLimiter: RateLimiter;
  /** Whether the instance is warming up, ready or draining; modules register their warm-ups on it. */
  lifecycle: Lifecycle;
  log: FastifyBaseLogger;
};

export type Clock = { now(): Date };
