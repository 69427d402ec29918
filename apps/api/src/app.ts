import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createDatabaseJobQueue } from './adapters/jobs/database-job-queue.ts';
import { createDevMailTransport } from './adapters/mail/dev-mail-transport.ts';
import { createMailOutbox } from './adapters/mail/mail-outbox.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import { createMailer } from './adapters/mail/mailer.ts';
import { createSmtpMailTransport } from './adapters/mail/smtp-mail-transport.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { createPayoutProvider } from './adapters/payments/create-payout-provider.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import { createFileStorage } from './adapters/storage/create-file-storage.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { AppDeps, Clock } from './app-deps.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { flushLocationChanges } from './db/location-changes.ts';
import { flushNotifications } from './db/notify-after-commit.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { answerClientError, clientErrorBody, registerErrorHandlers } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { logSerializers } from './http/log-redaction.ts';
import { registerOpenApi } from './http/openapi.ts';
import { prettyLogStream } from './http/pretty-log.ts';
import { createRateLimiter, limitRequests } from './http/rate-limit.ts';
import { echoRequestIds, OneLinePerRequest, requestIdOf } from './http/request-log.ts';
import { responseWriterCompiler } from './http/response-writer.ts';
import { refuseForeignOrigins } from './http/same-origin.ts';
import { sendSecurityHeaders } from './http/security-headers.ts';
import { registerUploads } from './http/uploads.ts';
import { defineAccountJobs } from './modules/accounts/account-deletion.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { adminBookingsRoutes } from './modules/admin/admin-bookings.routes.ts';
import { adminClaimsRoutes } from './modules/admin/admin-claims.routes.ts';
import { adminModerationRoutes } from './modules/admin/admin-moderation.routes.ts';
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { reportsRoutes } from './modules/admin/reports.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { SESSION_COOKIE_CACHE_SECONDS } from './modules/auth/auth.ts';
import { createAuth } from './modules/auth/create-auth.ts';
import { definePasswordResetJobs } from './modules/auth/password-reset-requests.ts';
import { createSessionEnds } from './modules/auth/session-ends.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { calendarFeedRoutes } from './modules/availability/calendar-feed.routes.ts';
import { defineCalendarImportJobs } from './modules/availability/calendar-import-jobs.ts';
import { boardsRoutes } from './modules/boards/boards.routes.ts';
import { bookingAnswersRoutes } from './modules/bookings/booking-answers.routes.ts';
import { defineBookingJobs } from './modules/bookings/booking-jobs.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { ownerBookingsRoutes } from './modules/bookings/owner-bookings.routes.ts';
import { claimsRoutes } from './modules/claims/claims.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { devBookingsRoutes } from './modules/dev/dev-bookings.routes.ts';
import { mailboxRoutes } from './modules/dev/mailbox.routes.ts';
import { errorsRoutes } from './modules/errors/errors.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { closeConnectionsWhenDraining, createLifecycle, type Lifecycle } from './modules/health/lifecycle.ts';
import { readinessRoutes } from './modules/health/readiness.routes.ts';
import { listingDetailRoutes } from './modules/listings/listing-detail.routes.ts';
import { listingImagesRoutes } from './modules/listings/listing-images.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { sitemapRoutes } from './modules/listings/sitemap.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { ownerRoutes } from './modules/owner/owner.routes.ts';
import { registerPages } from './modules/pages/pages.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { testCheckoutRoutes } from './modules/payments/test-checkout.routes.ts';
import { connectOnboardingRoutes, connectWebhookRoutes } from './modules/payouts/connect.routes.ts';
import { definePayoutJobs, devPayoutsRoutes, payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { meRoutes } from './modules/profiles/me.routes.ts';
import { myProfileRoutes } from './modules/profiles/my-profile.routes.ts';
import { createCurrentUserCache } from './modules/profiles/profiles.public.ts';
import { defineReviewJobs } from './modules/reviews/review-jobs.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';

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

/** The server, and the dependencies its routes were given (tests and the demo seed use them too). */
export type BuiltApp = { app: FastifyInstance; deps: AppDeps; lifecycle: Lifecycle };

/** How long a shutting-down instance lets its running jobs finish before handing them back. */
const JOBS_HAND_BACK_AFTER_MS = 3000;

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const lifecycle = createLifecycle();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
    },
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    // A request arriving on an open keep-alive connection while we close is served, not refused
    // with 503: it is in flight already as far as the client knows (see closeConnectionsWhenDraining).
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    // A malformed address (e.g. '%' alone) is the client's mistake, answered in the API's shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send(clientErrorBody(error));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseWriterCompiler({ check: config.responseChecks }));

  const database = options.database ?? (await openDatabase(config.database));
  const transport =
    options.mailTransport ??
    (config.mail.kind === 'smtp'
      ? createSmtpMailTransport(config.mail.url)
      : createDevMailTransport(app.log));
  const mailer = createMailer({ db: database.db, transport, from: config.mail.from, log: app.log });
  const sessionEnds = await createSessionEnds({
    database,
    log: app.log,
    cacheMs: SESSION_COOKIE_CACHE_SECONDS * 1000,
  });
  const auth = createAuth({ db: database.db, config, mailer, sessionEnds });
  const configuredStorage = await createFileStorage(config.storage);
  const storage = options.wrapFileStorage?.(configuredStorage) ?? configuredStorage;
  const configuredPayments = await createPaymentProvider(config.payments);
  const payments = options.wrapPaymentProvider?.(configuredPayments) ?? configuredPayments;
  const payouts = await createPayoutProvider(config.payments);
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
    payouts,
    jobs,
    outbox,
    clock,
    currentUsers: createCurrentUserCache(clock),
    rateLimiter: createRateLimiter({ db: database.db, log: app.log, writes: config.writeRateLimit }),
    lifecycle,
    log: app.log,
  };
  // A session that ended anywhere drops this instance's kept GET /api/me answers of its user.
  sessionEnds.onEnd(({ userId }) => deps.currentUsers.forget(userId));
  defineBookingJobs(deps);
  defineAccountJobs(deps);
  definePasswordResetJobs(deps);
  defineReviewJobs(deps);
  definePayoutJobs(deps);
  defineCalendarImportJobs(deps);
  if (config.jobs.worker) app.addHook('onReady', () => jobs.start());
  let jobsClosed: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    lifecycle.startDraining();
    // No new jobs from now on; those running get a few seconds, then go back to the queue for
    // another instance, while the requests in flight are finished.
    jobsClosed = jobs.close({ handBackAfterMs: JOBS_HAND_BACK_AFTER_MS });
  });
  app.addHook('onClose', async () => {
    // In-flight jobs finish (or are handed back) before the database and mail transport they use close.
    await (jobsClosed ?? jobs.close());
    await mailer.close();
    await sessionEnds.close();
    // Bookings and messages written in the last milliseconds are announced to the other instances
    // before we go.
    await flushLocationChanges(database.db);
    await flushNotifications(database.db);
    if (!options.database) await database.close();
  });

  sendSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          'img-src': [
            "'self'",
            'data:',
            'blob:',
            ...(config.storage.kind === 's3' ? [new URL(config.storage.publicUrl).origin] : []),
          ],
          // MapLibre runs its tile work in a worker made from a blob: URL; a MAP_STYLE_URL's host serves
          // the style, tiles and sprites (ADR 0041).
          'worker-src': ["'self'", 'blob:'],
          ...(config.mapStyleUrl
            ? { 'connect-src': ["'self'", new URL(config.mapStyleUrl).origin, 'https:'] }
            : {}),
          'upgrade-insecure-requests': config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
      // Let a page opened from a link preview or mail client keep working.
      crossOriginEmbedderPolicy: false,
      // HSTS over plain http means nothing and would pin a development host to https.
      strictTransportSecurity: config.publicUrl.startsWith('https://'),
    },
    { 'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  );
  echoRequestIds(app);
  closeConnectionsWhenDraining(app, lifecycle);
  registerErrorHandlers(app);
  registerJsonBodyParser(app);
  refuseForeignOrigins(app, config.trustedOrigins);
  limitRequests(app, deps.rateLimiter);
  refuseControlCharacters(app);
  await registerOpenApi(app);

  const routes: FastifyPluginAsyncZod<AppDeps>[] = [
    healthRoutes,
    authRoutes,
    meRoutes,
    myProfileRoutes,
    accountsRoutes,
    errorsRoutes,
    contactRoutes,
    searchRoutes,
    geoRoutes,
    listingDetailRoutes,
    sitemapRoutes,
    ...(config.devRoutes ? [mailboxRoutes, devBookingsRoutes, devPayoutsRoutes] : []),
    listingsRoutes,
    listingImagesRoutes,
    ownerRoutes,
    availabilityRoutes,
    calendarFeedRoutes,
    ownerBookingsRoutes,
    bookingsRoutes,
    bookingAnswersRoutes,
    messagesRoutes,
    reviewsRoutes,
    reportsRoutes,
    adminUsersRoutes,
    adminModerationRoutes,
    adminClaimsRoutes,
    adminBookingsRoutes,
    claimsRoutes,
    adminOverviewRoutes,
    boardsRoutes,
    payoutsRoutes,
    ...(config.payments.kind === 'test' && !config.production ? [testCheckoutRoutes] : []),
    ...(config.payments.kind === 'stripe'
      ? [stripeWebhookRoutes, connectOnboardingRoutes, connectWebhookRoutes]
      : []),
  ];
  for (const plugin of routes) await app.register(plugin, deps);
  await app.register(readinessRoutes, { lifecycle });

  await registerUploads(app, config.dataDir);
  await registerPages(app, deps);
  return { app, deps, lifecycle };
}
