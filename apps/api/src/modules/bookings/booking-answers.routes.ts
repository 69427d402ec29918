import { rejectBookingSchema } from '@setspot/domain/bookings/booking-request';
import type { Booking } from '@setspot/domain/bookings/booking-schemas';
import { bookingResponseSchema, cancelBookingSchema } from '@setspot/domain/bookings/booking-schemas';
import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import type { Outcome } from '@setspot/domain/common/outcome';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { approveBooking, cancelBooking, rejectBooking } from './booking-answers.service.ts';
import { bookingErrorResponses } from './route-helpers.ts';

const send = (reply: FastifyReply, outcome: Outcome<Booking>) =>
  sendOutcome(reply, outcome.ok ? { ...outcome, value: { booking: outcome.value } } : outcome);

/** Moves on a booking: the owner approves or rejects a request; renter or owner cancels. */
export const bookingAnswersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireActor(deps);
  const schema = (summary: string) => ({
    tags: ['bookings'],
    summary,
    params: idParamsSchema(BOOKING_NOT_FOUND),
    response: { 200: bookingResponseSchema, ...bookingErrorResponses },
  });

  app.post(
    '/api/bookings/:id/approve',
    { preValidation, schema: schema('Approve a request on your listing; the held card is charged') },
    async (request, reply) => {
      return send(reply, await approveBooking(deps, actorOf(request), request.params.id));
    },
  );

  app.post(
    '/api/bookings/:id/reject',
    {
      preValidation,
      schema: {
        ...schema('Reject a request on your listing, with a reason; the hold is released'),
        body: rejectBookingSchema,
      },
    },
    async (request, reply) => {
      return send(reply, await rejectBooking(deps, actorOf(request), request.params.id, request.body.reason));
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      preValidation,
      schema: {
        ...schema(
          'Cancel: the renter before the start (refund by policy), the owner a confirmed booking (full refund)',
        ),
        body: cancelBookingSchema,
      },
    },
    async (request, reply) => {
      return send(reply, await cancelBooking(deps, actorOf(request), request.params.id, request.body.reason));
    },
  );
};
