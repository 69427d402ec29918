import { errorBodySchema } from '@setspot/domain/common/error-body';
import type { Outcome } from '@setspot/domain/common/outcome';
import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import {
  locationDetailSchema,
  locationReviewsSchema,
  unavailableDatesSchema,
} from '@setspot/domain/listings/location-views';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { sendOutcome } from '../../http/outcome.ts';
import { viewerOf } from '../auth/auth.public.ts';
import { getListingDetail, getListingReviews, getUnavailableDates } from './listing-detail.service.ts';

const notFound = { 404: errorBodySchema };

/** A listing, its reviews and its held dates, for everyone (visitor view). */
export const listingDetailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = async (request: FastifyRequest) => (await viewerOf(deps.auth, request)) !== null;

  /** Answers differ by session and change with every edit. */
  async function answer<T>(reply: FastifyReply, id: string, read: (id: string) => Promise<Outcome<T>>) {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return sendOutcome(reply, await read(id));
  }

  app.get(
    '/api/locations/:id',
    {
      schema: {
        tags: ['locations'],
        summary: 'One listing; the visitor view withholds the address, zip and owner contact',
        params: idParamsSchema(LOCATION_NOT_FOUND),
        response: { 200: locationDetailSchema, ...notFound },
      },
    },
    async (request, reply) =>
      answer(reply, request.params.id, async (id) => getListingDetail(deps, id, await signedIn(request))),
  );

  app.get(
    '/api/locations/:id/reviews',
    {
      schema: {
        tags: ['locations'],
        summary: 'Reviews of a listing, newest first, with count and average',
        params: idParamsSchema(LOCATION_NOT_FOUND),
        response: { 200: locationReviewsSchema, ...notFound },
      },
    },
    async (request, reply) =>
      answer(reply, request.params.id, async (id) =>
        getListingReviews(deps, id, (await viewerOf(deps.auth, request))?.id ?? null),
      ),
  );

  app.get(
    '/api/locations/:id/unavailable-dates',
    {
      schema: {
        tags: ['locations'],
        summary: 'Date ranges held by bookings, from today on (dates only)',
        params: idParamsSchema(LOCATION_NOT_FOUND),
        response: { 200: unavailableDatesSchema, ...notFound },
      },
    },
    async (request, reply) => answer(reply, request.params.id, (id) => getUnavailableDates(deps, id)),
  );
};
