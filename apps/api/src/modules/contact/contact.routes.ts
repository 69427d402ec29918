import { contactInputSchema, contactReceiptSchema } from '@setspot/domain/contact/contact-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/outcome.ts';
import { viewerOf } from '../auth/auth.public.ts';
import { receiveContactMessage } from './contact.service.ts';

/** Messages per address per write window: enough for a person, too few for a spammer. */
export const CONTACT_MESSAGES_PER_IP = 5;

/** POST /api/contact: anyone may write to support (architecture section 6: all, rate limited). */
export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { perAddress: CONTACT_MESSAGES_PER_IP } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (name, email, optional subject, message)',
        body: contactInputSchema,
        response: { 201: contactReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Who wrote it is whoever holds the session, never an id the form claims.
      const user = await viewerOf(deps.auth, request);
      await receiveContactMessage(deps, request.body, user?.id ?? null);
      return reply.status(201).send({ received: true as const });
    },
  );
};
