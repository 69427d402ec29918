import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import { ownerBookingsPageSchema, ownerBookingsQuerySchema } from '@setspot/domain/listings/owner-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { ownerBookingsPage } from './owner-bookings.service.ts';

/** The owner's bookings list (contract: GET /api/owner/bookings?status=&page=, 20 to a page). */
export const ownerBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/owner/bookings',
    {
      preValidation: requireActor(deps, {
        signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
        role: 'owner',
      }),
      schema: {
        tags: ['bookings'],
        summary: 'Bookings on your listings, newest request first, 20 to a page (?status=, ?page=)',
        querystring: ownerBookingsQuerySchema,
        response: { 200: ownerBookingsPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownerBookingsPage(deps, actorOf(request).id, request.query);
    },
  );
};
