import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import {
  feesSchema,
  ownerPayoutsSchema,
  testPayoutAccountSchema,
} from '@setspot/domain/payments/payout-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { ownerPayouts, ownerPayoutsCsv, payoutSetup, setUpTestPayouts } from './owner-payouts.service.ts';
import { type PayoutDeps, runPayouts } from './payouts.service.ts';
import { reconcile } from './reconciliation.service.ts';

const PAY = 'payouts.pay';
const RECONCILE = 'payouts.reconcile';
const DAY_MS = 86_400_000;

/** The payout run, as often as bookings are settled (docs/decisions/0036). */
export function definePayoutJobs(deps: PayoutDeps & Pick<AppDeps, 'jobs'>) {
  deps.jobs.every(PAY, deps.config.jobs.settleIntervalMs, () => runPayouts(deps));
  // The ledger against the provider, daily (docs/decisions/0047).
  deps.jobs.every(RECONCILE, DAY_MS, async () => {
    await reconcile(deps);
  });
}

/** Fees for everyone (the booking panel and the wizard), and each owner's own payouts. */
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ownerGuard = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
    role: 'owner',
  });
  app.get(
    '/api/payments/fees',
    {
      schema: {
        tags: ['payments'],
        summary: 'The fees new bookings are made under, in percent of the booking fee',
        response: { 200: feesSchema },
      },
    },
    async () => ({
      serviceFeePercent: deps.config.fees.servicePercent,
      platformFeePercent: deps.config.fees.platformPercent,
    }),
  );
  app.get(
    '/api/owner/payouts',
    {
      preValidation: ownerGuard,
      schema: {
        tags: ['payouts'],
        summary: 'Your payout account status, balance and payouts (yours only)',
        response: { 200: ownerPayoutsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownerPayouts(deps, actorOf(request).id);
    },
  );
  app.get(
    '/api/owner/payouts/statement.csv',
    {
      preValidation: ownerGuard,
      schema: {
        tags: ['payouts'],
        summary: 'Your payouts as CSV: one line per booking paid, with gross, fee and net',
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="setspot-payouts.csv"');
      return ownerPayoutsCsv(deps, actorOf(request).id);
    },
  );
  // The built-in test payout account: only where the built-in test checkout is (never in production).
  if (payoutSetup(deps) === 'test') {
    app.post(
      '/api/owner/payouts/test-account',
      {
        preValidation: ownerGuard,
        schema: {
          tags: ['payouts'],
          summary: 'Built-in test payout account (development only): test bank details, verified at once',
          body: testPayoutAccountSchema,
          response: { 200: ownerPayoutsSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        sendOutcome(reply, await setUpTestPayouts(deps, actorOf(request).id, request.body)),
    );
  }
};

/** Runs the payout run now (browser journeys; registered with the dev mailbox only, from loopback). */
export const devPayoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  onlyFromLoopback(app);
  app.post('/dev/payouts/run', { schema: { hide: true } }, async (_request, reply) => {
    await runPayouts(deps);
    return reply.status(204).send();
  });
};
