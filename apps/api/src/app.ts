import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDatabaseJobQueue } from './adapters/jobs/database-job-queue.ts';
import { createDevMailTransport } from './adapters/mail/dev-mail-transport.ts';
import { createMailOutbox } from './adapters/mail/mail-outbox.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import { createMailer, type Mailer } from './adapters/mail/mailer.ts';
import { createSmtpMailTransport } from './adapters/mail/smtp-mail-transport.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import { createFileStorage } from './adapters/storage/create-file-storage.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { AppDeps, Clock } from './app-deps.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSpa } from './http/spa.ts';
import { registerUploads } from './http/uploads.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import { bookingAnswersRoutes } from './modules/bookings/booking-answers.routes.ts';
import { defineBookingJobs } from './modules/bookings/booking-jobs.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { ownerBookingsRoutes } from './modules/bookings/owner-bookings.routes.ts';
import { mailboxRoutes } from './modules/dev/mailbox.routes.ts';
import { errorsRoutes } from './modules/errors/errors.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { listingImagesRoutes } from './modules/listings/listing-images.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { locationDetailRoutes } from './modules/locations/location-detail.routes.ts';
import { locationSearchRoutes } from './modules/locations/location-search.routes.ts';
import { locationPageMeta } from './modules/locations/page-meta.ts';
import { sitemapRoutes } from './modules/locations/sitemap.routes.ts';
import { ownerRoutes } from './modules/owner/owner.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { testCheckoutRoutes } from './modules/payments/test-checkout.routes.ts';
import { meRoutes } from './modules/profiles/me.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** Tests pass an in-memory PGlite or a per-run PostgreSQL database. */
  database?: Database;
  mailTransport?: MailTransport;
  /** Tests may wrap the configured storage, e.g. to make one write fail. */
  wrapFileStorage?: (storage: FileStorage) => FileStorage;
  /** Tests may wrap the payment side, e.g. to count captures and releases. */
  wrapPaymentProvider?: (payments: PaymentProvider) => PaymentProvider;
  /** Tests pin the time booking rules are judged at. */
  clock?: Clock;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  const transport =
    options.mailTransport ??
    (config.mail.kind === 'smtp'
      ? createSmtpMailTransport(config.mail.url)
      : createDevMailTransport(app.log));
  const mailer = createMailer({ db: database.db, transport, from: config.mail.from, log: app.log });
  const auth = createAuth({ db: database.db, config, mailer });
  const configuredStorage = createFileStorage(config.storage);
  const storage = options.wrapFileStorage?.(configuredStorage) ?? configuredStorage;
  const configuredPayments = createPaymentProvider(config.payments);
  const payments = options.wrapPaymentProvider?.(configuredPayments) ?? configuredPayments;
  const jobs = createDatabaseJobQueue(database, app.log, config.jobs);
  const outbox = createMailOutbox({ db: database.db, jobs, transport, from: config.mail.from, log: app.log });
  const clock = options.clock ?? { now: () => new Date() };
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    storage,
    payments,
    jobs,
    outbox,
    clock,
    log: app.log,
  };
  defineBookingJobs(deps);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('config', config);
  if (config.jobs.worker) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    // In-flight jobs finish before the database and mail transport they use are closed.
    await jobs.close();
    await mailer.close();
    if (!options.database) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.storage.kind === 's3' ? [new URL(config.storage.publicUrl).origin] : []),
        ],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    // Let a page opened from a link preview or mail client keep working.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  registerErrorHandlers(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes, { auth });
  await app.register(meRoutes, { auth });
  await app.register(errorsRoutes);
  await app.register(locationSearchRoutes, { auth });
  await app.register(locationDetailRoutes, { auth });
  await app.register(sitemapRoutes);
  if (config.devRoutes) await app.register(mailboxRoutes);
  await app.register(listingsRoutes, deps);
  await app.register(listingImagesRoutes, deps);
  await app.register(ownerRoutes, deps);
  await app.register(ownerBookingsRoutes, deps);
  await app.register(bookingsRoutes, deps);
  await app.register(bookingAnswersRoutes, deps);
  if (config.payments.kind === 'test' && !config.production) await app.register(testCheckoutRoutes, deps);
  if (config.payments.kind === 'stripe') await app.register(stripeWebhookRoutes, deps);

  await registerUploads(app, config.dataDir);
  await registerSpa(app, config.webDist, locationPageMeta(app));
  return app;
}
