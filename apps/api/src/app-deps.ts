import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Auth } from './modules/auth/auth.public.ts';

/**
 * Everything a route or service may need, built once in app.ts (DESIGN section 8.7: adapters are
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
  log: FastifyBaseLogger;
};
