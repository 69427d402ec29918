import { errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import { featuredLocationsSchema, locationSearchPageSchema } from '@setspot/domain/listings/location-views';
import { NEAR_UNKNOWN } from '@setspot/domain/search/place-filters';
import { searchQuerySchema } from '@setspot/domain/search/search-query';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { viewerOf } from '../auth/auth.public.ts';
import { findPlace } from '../geo/geo.public.ts';
import { createSearch } from './search.service.ts';
import type { Answers } from './search-answers.ts';

// The answers are written once, by the schema's own writers (search-answers.ts): send the bytes.
function sendAnswer(reply: FastifyReply, answers: Answers, signedIn: boolean) {
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie')
    .send(signedIn ? answers.member : answers.visitor);
}

/** GET /api/locations (search) and GET /api/locations/featured, for everyone (visitor view). */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const search = createSearch(deps);
  app.addHook('onReady', async () => {
    await search.start();
    // Ready for a load balancer once the index and the cards are in memory (ADR 0027).
    deps.lifecycle.warmUp(search.warm());
  });
  app.addHook('onClose', () => search.close());

  app.get(
    '/api/locations',
    {
      schema: {
        tags: ['locations'],
        summary:
          'Search listings: text, types, price, size, dates (from, to: free on every day under all rules), instant book, sort and page',
        querystring: searchQuerySchema,
        response: { 200: locationSearchPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // 'Near' names a place the offline data must know: anything else is the searcher's to fix.
      const near = request.query.near ? findPlace(request.query.near) : null;
      if (request.query.near && !near) {
        return reply
          .status(400)
          .send(errorBody('VALIDATION_ERROR', `${NEAR_UNKNOWN}: ${request.query.near}`));
      }
      const signedIn = (await viewerOf(deps.auth, request)) !== null;
      const answers = await search.search(request.query, signedIn ? 'member' : 'visitor', near);
      return sendAnswer(reply, answers, signedIn);
    },
  );

  app.get(
    '/api/locations/featured',
    {
      schema: {
        tags: ['locations'],
        summary: 'The first three listings',
        response: { 200: featuredLocationsSchema },
      },
    },
    async (request, reply) => {
      const signedIn = (await viewerOf(deps.auth, request)) !== null;
      return sendAnswer(reply, await search.featured(), signedIn);
    },
  );
};
