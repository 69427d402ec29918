import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import { errorBody, errorBodySchema } from '@setspot/domain/shared/error-body';
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { conflictResponses } from '../../http/outcome.ts';

/** A body that fails its schema, answered with the schema's own message (e.g. 'Please select booking dates'). */
export function sendBodyError(reply: FastifyReply, error: Error) {
  const message = hasZodFastifySchemaValidationErrors(error)
    ? (error.validation[0]?.message ?? 'Invalid request')
    : error.message;
  return reply.status(400).send(errorBody('VALIDATION_ERROR', message));
}

export function sendBookingNotFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', BOOKING_NOT_FOUND));
}

/** Every answer a booking route documents: the common errors, 409 for a refused move, 402 for money. */
export const bookingErrorResponses = { ...conflictResponses, 402: errorBodySchema };
