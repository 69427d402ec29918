import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import { ownerDashboardSchema } from '@setspot/domain/listings/owner-dashboard';
import {
  listingEditResponseSchema,
  ownerListingsResponseSchema,
} from '@setspot/domain/listings/owner-listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { loadEditForm, ownerListings } from '../listings/listings.public.ts';
import { ownerDashboard } from './owner.service.ts';

/** The owner area's data (product section 2 'Owner dashboard', 'Owner listings'; architecture section 6). */
export const ownerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
    role: 'owner',
  });
  answerNoStore(app);

  app.get(
    '/api/owner/dashboard',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Counts, the 3 most recently updated listings and the 5 latest booking requests',
        response: { 200: ownerDashboardSchema, ...errorResponses },
      },
    },
    async (request) => ownerDashboard(deps, actorOf(request).id),
  );

  app.get(
    '/api/owner/listings',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: "The signed-in owner's listings, most recently updated first",
        response: { 200: ownerListingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await ownerListings(deps, actorOf(request).id) }),
  );

  app.get(
    '/api/owner/listings/:id',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'The edit screen: wizard form state and photos of one of your own listings',
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        response: { 200: listingEditResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendOutcome(reply, await loadEditForm(deps, actorOf(request).id, id));
    },
  );
};
