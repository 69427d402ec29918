import { NOT_SIGNED_IN } from '@setspot/domain/common/general-texts';
import {
  MUST_BE_LOGGED_IN_TO_LIST,
  MUST_BE_LOGGED_IN_TO_UPDATE,
  PROPERTY_NOT_FOUND,
} from '@setspot/domain/listings/listing-texts';
import { createListingBodySchema, updateListingBodySchema } from '@setspot/domain/listings/listing-write';
import {
  listingDeletedResponseSchema,
  listingSavedResponseSchema,
} from '@setspot/domain/listings/owner-listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { createListing, deleteListing, updateListing } from './listings.service.ts';

/** Owner writes on listings (architecture section 6): create, update, withdraw. Photos: listing-images.routes.ts. */
export const listingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = (signedOutMessage: string) => requireActor(deps, { signedOutMessage, role: 'owner' });

  app.post(
    '/api/locations',
    {
      preValidation: guard(MUST_BE_LOGGED_IN_TO_LIST),
      schema: {
        tags: ['listings'],
        summary: 'Create a listing from the wizard form state (owners only); photos follow separately',
        body: createListingBodySchema,
        response: { 201: listingSavedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createListing(deps, actorOf(request).id, request.body));
    },
  );

  app.put(
    '/api/locations/:id',
    {
      preValidation: guard(MUST_BE_LOGGED_IN_TO_UPDATE),
      schema: {
        tags: ['listings'],
        summary: "Update one of the signed-in owner's listings with the edit form state",
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        body: updateListingBodySchema,
        response: { 200: listingSavedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendOutcome(reply, await updateListing(deps, actorOf(request).id, id, request.body));
    },
  );

  app.delete(
    '/api/locations/:id',
    {
      preValidation: guard(NOT_SIGNED_IN),
      schema: {
        tags: ['listings'],
        summary:
          'Withdraw a listing; refused (409) while it has upcoming confirmed bookings or open requests',
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        response: { 200: listingDeletedResponseSchema, ...conflictResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendOutcome(reply, await deleteListing(deps, actorOf(request).id, id));
    },
  );
};
