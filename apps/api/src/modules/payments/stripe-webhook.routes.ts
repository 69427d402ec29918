import { errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import { INVALID_WEBHOOK_SIGNATURE } from '@setspot/domain/payments/payment-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { applyPaymentEvent } from './payment-events.service.ts';

/**
 * Stripe's webhook (architecture section 9: the signature is checked over the raw body). The JSON parser
 * of this plugin keeps the body as bytes; plugins are encapsulated, so every other route still gets
 * parsed JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (signed); each event id is applied once',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent;
      try {
        if (!Buffer.isBuffer(raw)) throw new Error('No body');
        event = deps.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused');
        return reply.status(400).send(errorBody('BAD_REQUEST', INVALID_WEBHOOK_SIGNATURE));
      }
      await applyPaymentEvent(deps, event);
      return { received: true as const };
    },
  );
};
