import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import { errorBody } from '@setspot/domain/shared/error-body';
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A body that fails its schema, answered with the schema's own message alone (the spec's texts,
 * e.g. 'Please set a daily price'), without the field path the app-wide handler puts in front.
 */
export function sendValidationError(reply: FastifyReply, error: Error) {
  const message = hasZodFastifySchemaValidationErrors(error)
    ? (error.validation[0]?.message ?? 'Invalid request')
    : error.message;
  return reply.status(400).send(errorBody('VALIDATION_ERROR', message));
}

export function sendPropertyNotFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', PROPERTY_NOT_FOUND));
}
