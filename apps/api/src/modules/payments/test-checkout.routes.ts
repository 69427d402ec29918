import { errorBodySchema } from '@setspot/domain/common/error-body';
import { CHECKOUT_SESSION_NOT_FOUND } from '@setspot/domain/payments/payment-texts';
import {
  testCardPaymentSchema,
  testCheckoutSessionResponseSchema,
  testPaymentResultSchema,
} from '@setspot/domain/payments/test-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, sendOutcome } from '../../http/outcome.ts';
import { getTestCheckoutSession, payTestCheckoutSession } from '../bookings/bookings.public.ts';

const sessionParamsSchema = z.object({ id: z.string().max(100, CHECKOUT_SESSION_NOT_FOUND) });

/**
 * The built-in test checkout's API (bookings contract). Registered only when no payment provider is
 * configured and never in production (app.ts). The session id in the URL is the secret, as with a
 * hosted checkout: whoever has the link may pay.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/payments/test/sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'A built-in test checkout session: what is paid for and whether it is still open',
        params: sessionParamsSchema,
        response: { 200: testCheckoutSessionResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await getTestCheckoutSession(deps, request.params.id);
      return sendOutcome(reply, outcome.ok ? { ...outcome, value: { session: outcome.value } } : outcome);
    },
  );

  app.post(
    '/api/payments/test/sessions/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay with a test card: 4242 4242 4242 4242 authorises, 4000 0000 0000 0002 is declined',
        params: sessionParamsSchema,
        body: testCardPaymentSchema,
        response: { 200: testPaymentResultSchema, 402: errorBodySchema, ...conflictResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await payTestCheckoutSession(deps, request.params.id, request.body));
    },
  );
};
