import { errorBodySchema } from '@setspot/domain/common/error-body';
import { NOT_SIGNED_IN } from '@setspot/domain/common/general-texts';
import { refusal, success } from '@setspot/domain/common/outcome';
import {
  addressPointQuerySchema,
  addressPointSchema,
  listingPositionSchema,
  pinBodySchema,
} from '@setspot/domain/listings/listing-position';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor, viewerOf } from '../auth/auth.public.ts';
import { approximateArea } from './approximate-position.ts';
import { backfillPoints } from './backfill-points.ts';
import { findListingPoint, hasConfirmedBooking } from './geo.repository.ts';
import { moveListingPin } from './listing-pin.ts';
import { pointOfAddress } from './places.ts';

/** Listings' positions (ADR 0041): placing old rows at start-up, and where one listing is. */
export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onReady', async () => {
    // In the background: start-up does not wait, and a failure only leaves rows off the map.
    void backfillPoints(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'Placing listings from their ZIP codes failed'),
    );
  });

  app.get(
    '/api/map/style',
    {
      schema: {
        tags: ['locations'],
        summary: 'The basemap style for the search map: MAP_STYLE_URL, or null for the shipped offline one',
        response: { 200: z.object({ styleUrl: z.string().nullable() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { styleUrl: deps.config.mapStyleUrl };
    },
  );

  app.get(
    '/api/locations/:id/position',
    {
      schema: {
        tags: ['locations'],
        summary:
          "A listing's approximate area; the exact point only for its owner and renters with a confirmed booking",
        params: idParamsSchema(LOCATION_NOT_FOUND),
        response: { 200: listingPositionSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      const { id } = request.params;
      const row = await findListingPoint(deps.db, id);
      if (!row) return sendOutcome(reply, refusal('not_found', LOCATION_NOT_FOUND));
      if (row.lat === null || row.lng === null)
        return sendOutcome(reply, success({ area: null, exact: null }));
      const point = { lat: row.lat, lng: row.lng };
      const viewer = await viewerOf(deps.auth, request);
      const entitled =
        viewer !== null && (viewer.id === row.ownerId || (await hasConfirmedBooking(deps.db, id, viewer.id)));
      return sendOutcome(
        reply,
        success({ area: approximateArea(id, point), exact: entitled ? point : null }),
      );
    },
  );

  app.get(
    '/api/places/address-point',
    {
      schema: {
        tags: ['locations'],
        summary: "Where the offline US ZIP code data puts an address (the wizard's pin starts there)",
        querystring: addressPointQuerySchema,
        response: { 200: addressPointSchema },
      },
    },
    async (request, reply) => {
      // Public data (a ZIP code's or a city's middle): nothing about any listing.
      reply.header('cache-control', 'public, max-age=3600');
      return { point: pointOfAddress(request.query) };
    },
  );

  app.put(
    '/api/locations/:id/pin',
    {
      preValidation: requireActor(deps, { signedOutMessage: NOT_SIGNED_IN, role: 'owner' }),
      schema: {
        tags: ['locations'],
        summary: "The owner moves their listing's exact point onto the building (near its ZIP code)",
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        body: pinBodySchema,
        response: { 200: listingPositionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      return sendOutcome(reply, await moveListingPin(deps, actorOf(request).id, id, request.body));
    },
  );
};
