import { LOCATION_NOT_FOUND } from '@setspot/domain/listings/location-texts';
import {
  locationDetailSchema,
  locationReviewsSchema,
  unavailableDatesSchema,
} from '@setspot/domain/listings/location-views';
import { errorBodySchema } from '@setspot/domain/shared/error-body';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/session-user.ts';
import type { Auth } from '../auth/auth.ts';
import { getLocationDetail, getLocationReviews, getUnavailableDates } from './location-detail.service.ts';

const params = z.object({ id: z.string() });
const notFound = { code: 'NOT_FOUND', message: LOCATION_NOT_FOUND } as const;

function answer<T>(reply: FastifyReply, value: T | null) {
  reply.header('cache-control', 'no-cache').header('vary', 'cookie');
  return value === null ? reply.status(404).send({ error: notFound }) : value;
}

/** A listing, its reviews and its held dates, for everyone (visitor view). */
export const locationDetailRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  const signedIn = async (request: Parameters<typeof viewerOf>[1]) =>
    (await viewerOf(auth, request)) !== null;

  app.get(
    '/api/locations/:id',
    {
      schema: {
        tags: ['locations'],
        summary: 'One listing; the visitor view withholds the address, zip and owner contact',
        params,
        response: { 200: locationDetailSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(reply, await getLocationDetail(app.db, request.params.id, await signedIn(request))),
  );

  app.get(
    '/api/locations/:id/reviews',
    {
      schema: {
        tags: ['locations'],
        summary: 'Reviews of a listing, newest first, with count and average',
        params,
        response: { 200: locationReviewsSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(reply, await getLocationReviews(app.db, request.params.id, await signedIn(request))),
  );

  app.get(
    '/api/locations/:id/unavailable-dates',
    {
      schema: {
        tags: ['locations'],
        summary: 'Date ranges held by bookings, from today on (dates only)',
        params,
        response: { 200: unavailableDatesSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => answer(reply, await getUnavailableDates(app.db, request.params.id)),
  );
};
