import { bookingRequestSchema } from '@setspot/domain/bookings/booking-request';
import {
  bookingResponseSchema,
  checkoutResponseSchema,
  myBookingsQuerySchema,
  myBookingsResponseSchema,
  refundQuoteSchema,
} from '@setspot/domain/bookings/booking-schemas';
import { BOOKING_NOT_FOUND, PLEASE_LOG_IN_TO_MAKE_A_BOOKING } from '@setspot/domain/bookings/booking-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { startCheckout } from './booking-payments.service.ts';
import { getBooking, myBookings, refundQuote } from './booking-reads.service.ts';
import { requestBooking } from './request-booking.service.ts';
import { bookingErrorResponses } from './route-helpers.ts';

/** The renter's side of bookings (bookings contract) and reading one booking. */
export const bookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = requireActor(deps);
  answerNoStore(app);

  app.post(
    '/api/bookings',
    {
      preValidation: requireActor(deps, { signedOutMessage: PLEASE_LOG_IN_TO_MAKE_A_BOOKING }),
      schema: {
        tags: ['bookings'],
        summary: 'Request dates (filmmakers only); the server prices the booking and holds the dates',
        body: bookingRequestSchema,
        response: { 201: bookingResponseSchema, ...bookingErrorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await requestBooking(deps, actorOf(request), request.body);
      return sendOutcome(
        reply,
        outcome.ok ? { ...outcome, value: { booking: outcome.value } } : outcome,
        201,
      );
    },
  );

  app.get(
    '/api/me/bookings',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bookings'],
        summary:
          "One page of the signed-in filmmaker's bookings (?tab=upcoming|active|past|all, ?page=, ?pageSize=, ?order=start|requested) and each tab's count",
        querystring: myBookingsQuerySchema,
        response: { 200: myBookingsResponseSchema, ...bookingErrorResponses },
      },
    },
    async (request) => myBookings(deps, actorOf(request).id, request.query),
  );

  app.get(
    '/api/bookings/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'One booking, for its renter or the owner of its location',
        params: idParamsSchema(BOOKING_NOT_FOUND),
        response: { 200: bookingResponseSchema, ...bookingErrorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await getBooking(deps, actorOf(request).id, request.params.id);
      return sendOutcome(reply, outcome.ok ? { ...outcome, value: { booking: outcome.value } } : outcome);
    },
  );

  app.get(
    '/api/bookings/:id/refund-quote',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling now would refund (the renter only)',
        params: idParamsSchema(BOOKING_NOT_FOUND),
        response: { 200: refundQuoteSchema, ...bookingErrorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await refundQuote(deps, actorOf(request).id, request.params.id));
    },
  );

  app.post(
    '/api/bookings/:id/checkout',
    {
      preValidation: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'A payment page for an open request (the renter); the card is authorised, not charged',
        params: idParamsSchema(BOOKING_NOT_FOUND),
        response: { 200: checkoutResponseSchema, ...bookingErrorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await startCheckout(deps, actorOf(request), request.params.id));
    },
  );
};
