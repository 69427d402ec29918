import { LISTING_DELETED_SUCCESSFULLY } from '@setspot/domain/listings/dashboard-texts';
import {
  MUST_BE_LOGGED_IN_TO_LIST,
  MUST_BE_LOGGED_IN_TO_UPDATE,
} from '@setspot/domain/listings/listing-texts';
import { createListingBodySchema, updateListingBodySchema } from '@setspot/domain/listings/listing-write';
import {
  listingDeletedResponseSchema,
  listingSavedResponseSchema,
} from '@setspot/domain/listings/owner-listing';
import { errorBodySchema } from '@setspot/domain/shared/error-body';
import { NOT_SIGNED_IN } from '@setspot/domain/shared/general-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, requireActor } from '../../http/guards.ts';
import { idParamsSchema, isUuid } from '../../http/ids.ts';
import { errorResponses } from '../../http/outcome.ts';
import { createListing, deleteListing, updateListing } from './listings.service.ts';
import { sendPropertyNotFound, sendValidationError } from './route-helpers.ts';

/** Owner writes on listings (DESIGN section 6): create, update, withdraw. Photos: listing-images.routes.ts. */
export const listingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = (signedOutMessage: string) => requireActor(deps, { signedOutMessage, role: 'owner' });

  app.post(
    '/api/locations',
    {
      preValidation: guard(MUST_BE_LOGGED_IN_TO_LIST),
      attachValidation: true,
      schema: {
        tags: ['listings'],
        summary: 'Create a listing from the wizard form state (owners only); photos follow separately',
        body: createListingBodySchema,
        response: { 201: listingSavedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendValidationError(reply, request.validationError);
      const listing = await createListing(deps.db, actorOf(request).id, request.body);
      return reply.status(201).send({ listing });
    },
  );

  app.put(
    '/api/locations/:id',
    {
      preValidation: guard(MUST_BE_LOGGED_IN_TO_UPDATE),
      attachValidation: true,
      schema: {
        tags: ['listings'],
        summary: "Update one of the signed-in owner's listings with the edit form state",
        params: idParamsSchema,
        body: updateListingBodySchema,
        response: { 200: listingSavedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) return sendPropertyNotFound(reply);
      if (request.validationError) return sendValidationError(reply, request.validationError);
      const listing = await updateListing(deps.db, actorOf(request).id, request.params.id, request.body);
      if (!listing) return sendPropertyNotFound(reply);
      return { listing };
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
        params: idParamsSchema,
        response: { 200: listingDeletedResponseSchema, ...errorResponses, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendPropertyNotFound(reply);
      const outcome = await deleteListing(deps.db, actorOf(request).id, id);
      if (outcome.kind === 'not_found') return sendPropertyNotFound(reply);
      if (outcome.kind === 'blocked') {
        return reply.status(409).send({ error: { code: 'CONFLICT', message: outcome.message } });
      }
      return { id, message: LISTING_DELETED_SUCCESSFULLY };
    },
  );
};
