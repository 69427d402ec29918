import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import { errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import { INVALID_WEBHOOK_SIGNATURE } from '@setspot/domain/payments/payment-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConnectEvent } from '../../adapters/payments/payout-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { applyConnectEvent, startStripeOnboarding, syncStripeAccount } from './connect.service.ts';

/**
 * Stripe Connect onboarding for owners (docs/decisions/0047): registered only with Stripe keys.
 * 'Set up payouts' asks for an Account Link; Stripe sends the owner back to `return` (the account's
 * state is read then) or, when a link was used or expired, to `refresh` for a new one.
 */
export const connectOnboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ownerGuard = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
    role: 'owner',
  });
  app.post(
    '/api/owner/payouts/stripe/onboarding',
    {
      preValidation: ownerGuard,
      schema: {
        tags: ['payouts'],
        summary: "Your Stripe Express account (created once) and a link to Stripe's onboarding",
        response: { 200: z.object({ url: z.url() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return sendOutcome(reply, await startStripeOnboarding(deps, { id: actor.id, email: actor.email }));
    },
  );
  app.get(
    '/api/owner/payouts/stripe/refresh',
    {
      preValidation: ownerGuard,
      schema: {
        tags: ['payouts'],
        summary: 'A new onboarding link (Stripe links are single-use)',
        hide: true,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const outcome = await startStripeOnboarding(deps, { id: actor.id, email: actor.email });
      return outcome.ok ? reply.redirect(outcome.value.url) : reply.redirect('/owner/payouts');
    },
  );
  app.get(
    '/api/owner/payouts/stripe/return',
    {
      preValidation: ownerGuard,
      schema: {
        tags: ['payouts'],
        summary: "Back from Stripe's onboarding: the account's state is read",
        hide: true,
      },
    },
    async (request, reply) => {
      await syncStripeAccount(deps, actorOf(request).id);
      return reply.redirect('/owner/payouts');
    },
  );
};

/**
 * Stripe's Connect webhook: its own endpoint and signing secret (STRIPE_CONNECT_WEBHOOK_SECRET), the
 * raw body kept as bytes for the signature as the payments webhook does; each event id applied once.
 */
export const connectWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/stripe/connect-webhook',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['payouts'],
        summary: 'Stripe Connect events (signed with the Connect secret); each event id is applied once',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['stripe-signature'];
      let event: ConnectEvent;
      try {
        if (!Buffer.isBuffer(raw)) throw new Error('No body');
        event = deps.payouts.verifyConnectWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe Connect webhook refused');
        return reply.status(400).send(errorBody('BAD_REQUEST', INVALID_WEBHOOK_SIGNATURE));
      }
      await applyConnectEvent(deps, event);
      return { received: true as const };
    },
  );
};
