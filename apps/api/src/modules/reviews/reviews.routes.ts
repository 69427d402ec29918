import {
  myReviewsSchema,
  type ReviewSubject,
  renterReviewsSchema,
  reviewReplyRequestSchema,
  reviewReplySchema,
  reviewRequestSchema,
  writtenReviewResponseSchema,
} from '@setspot/domain/reviews/review-schemas';
import { FILMMAKER_NOT_FOUND, REVIEW_NOT_FOUND } from '@setspot/domain/reviews/review-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { conflictResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { getMyReviews, getRenterReviews } from './review-reads.service.ts';
import { replyToReview } from './review-replies.service.ts';
import { submitReview } from './reviews.service.ts';

// Reviews are few per person: a tighter per-address limit than other writes keeps floods out.
const config = { rateLimit: { perAddress: 30 } };

/** Two-way, double-blind reviews of completed bookings and the owner's reply (ADR 0015). */
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const filmmaker = requireActor(deps, { role: 'filmmaker' });
  const owner = requireActor(deps, { role: 'owner' });
  const signedIn = requireActor(deps);
  answerNoStore(app);

  const reviewRoute = (subject: ReviewSubject) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = reviewRequestSchema.parse(request.body);
    const outcome = await submitReview(deps, actorOf(request), subject, body);
    return sendOutcome(reply, outcome.ok ? { ...outcome, value: { review: outcome.value } } : outcome, 201);
  };
  const writeSchema = (summary: string) => ({
    tags: ['reviews'],
    summary,
    body: reviewRequestSchema,
    response: { 201: writtenReviewResponseSchema, ...conflictResponses },
  });

  app.post(
    '/api/reviews',
    {
      preValidation: filmmaker,
      config,
      schema: writeSchema(
        'The renter reviews the listing of a completed booking, once; hidden until both sides reviewed or 14 days passed',
      ),
    },
    reviewRoute('listing'),
  );

  app.post(
    '/api/renter-reviews',
    {
      preValidation: owner,
      config,
      schema: writeSchema(
        "The listing's owner reviews the renter of a completed booking, once; hidden like the renter's",
      ),
    },
    reviewRoute('renter'),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      preValidation: owner,
      config,
      schema: {
        tags: ['reviews'],
        summary: "The listing's owner replies once, publicly, under a published review of the listing",
        params: idParamsSchema(REVIEW_NOT_FOUND),
        body: reviewReplyRequestSchema,
        response: { 201: z.object({ reviewId: z.string(), reply: reviewReplySchema }), ...conflictResponses },
      },
    },
    async (request, reply) => {
      const outcome = await replyToReview(deps, actorOf(request), request.params.id, request.body.reply);
      return sendOutcome(reply, outcome, 201);
    },
  );

  app.get(
    '/api/filmmakers/:id/reviews',
    {
      preValidation: signedIn,
      schema: {
        tags: ['reviews'],
        summary: "Owners' published reviews of a filmmaker: for owners and the filmmaker themselves",
        params: idParamsSchema(FILMMAKER_NOT_FOUND),
        response: { 200: renterReviewsSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await getRenterReviews(deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/api/me/reviews',
    {
      preValidation: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'The reviews the signed-in user wrote, hidden ones included, with when each is shown',
        response: { 200: myReviewsSchema, ...conflictResponses },
      },
    },
    async (request) => getMyReviews(deps, actorOf(request)),
  );
};
