import {
  adminIdParamsSchema,
  adminListingSchema,
  operatorReasonSchema,
} from '@setspot/domain/admin/admin-schemas';
import {
  adminBookingDetailSchema,
  operatorCancelSchema,
  operatorRefundSchema,
} from '@setspot/domain/admin/booking-timeline-schemas';
import { errorBodySchema } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { operatorOf, requireOperator } from './admin-guard.ts';
import { cancelAsOperator } from './booking-cancel.service.ts';
import { refundAsOperator } from './booking-refund.service.ts';
import { bookingDetail } from './booking-timeline.service.ts';
import { reviewListing } from './listing-review.service.ts';

/**
 * A booking in the console (ADR 0048): its timeline, and an operator's cancel with a refund; and the
 * listing review queue's decisions.
 */
export const adminBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireOperator(deps);
  const tags = ['admin'];

  app.get(
    '/api/admin/bookings/:id',
    {
      preValidation,
      schema: {
        tags,
        summary:
          'A booking with its timeline: state changes, payments, refunds, payouts, operator actions, claim',
        params: adminIdParamsSchema,
        response: { 200: adminBookingDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await bookingDetail(deps, request.params.id)),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      preValidation,
      schema: {
        tags,
        summary:
          'Cancel a request or a booking to come with a refund in cents (0 to all charged) and a reason',
        params: adminIdParamsSchema,
        body: operatorCancelSchema,
        response: { 200: adminBookingDetailSchema, ...conflictResponses, 402: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await cancelAsOperator(deps, operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/bookings/:id/refund',
    {
      preValidation,
      schema: {
        tags,
        summary:
          'Refund part or all of a finished booking, before or after its payout (the transfer is reversed by the owner’s share)',
        params: adminIdParamsSchema,
        body: operatorRefundSchema,
        response: { 200: adminBookingDetailSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await refundAsOperator(deps, operatorOf(request), request.params.id, request.body)),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/api/admin/listings/:id/${action}`,
      {
        preValidation,
        schema: {
          tags,
          summary: approve
            ? 'Approve a listing waiting in the review queue: it goes live'
            : 'Reject a listing waiting in the review queue, with a reason emailed to its owner',
          params: adminIdParamsSchema,
          body: operatorReasonSchema,
          response: { 200: adminListingSchema, ...conflictResponses },
        },
      },
      async (request, reply) =>
        sendOutcome(
          reply,
          await reviewListing(deps, operatorOf(request), request.params.id, approve, request.body.reason),
        ),
    );
  }
};
