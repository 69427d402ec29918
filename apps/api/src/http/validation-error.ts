import { errorBody } from '@setspot/domain/shared/error-body';
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A body that fails its schema, answered with the schema's own message alone (the spec's texts,
 * e.g. 'Please set a daily price'), without the field path the app-wide handler puts in front.
 * For routes with `attachValidation: true`, which check who is asking before what was sent.
 */
export function sendValidationError(reply: FastifyReply, error: Error) {
  const message = hasZodFastifySchemaValidationErrors(error)
    ? (error.validation[0]?.message ?? 'Invalid request')
    : error.message;
  return reply.status(400).send(errorBody('VALIDATION_ERROR', message));
}
