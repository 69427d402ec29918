import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyReply, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ValidationFailure = Error & { validationContext?: string };

const fieldOf = (issue: FastifySchemaValidationError) =>
  issue.instancePath.replace(/^\//, '').replace(/\//g, '.');

/** A malformed id (common-schemas.ts uuidSchema): its message says what, the field says which. */
const isIdIssue = (issue: FastifySchemaValidationError) =>
  issue.keyword === 'invalid_format' && (issue.params as { format?: unknown }).format === 'guid';

/**
 * The answer to a request that fails its schema. A path parameter that fails names nothing: 404
 * with the schema's message, the route's own not-found text (http/ids.ts). Otherwise 400; with
 * `withField`, the message starts with the field it is about ('ids.0: Not a valid id'), as it always
 * does for an id.
 */
export function validationFailure(error: ValidationFailure, withField: boolean) {
  const issue = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  const message = issue?.message ?? error.message ?? 'Invalid request';
  if (error.validationContext === 'params') {
    return { status: 404, body: errorBody('NOT_FOUND', message) };
  }
  const field = issue ? fieldOf(issue) : '';
  const named = field && issue && (withField || isIdIssue(issue)) ? `${field}: ${message}` : message;
  return { status: 400, body: errorBody('VALIDATION_ERROR', named) };
}

/**
 * A request that fails its schema, answered with the schema's own message alone (the spec's texts,
 * e.g. 'Please set a daily price'), without the field path the app-wide handler puts in front.
 * For routes with `attachValidation: true`, which check who is asking before what was sent.
 */
export function sendValidationError(reply: FastifyReply, error: Error) {
  const { status, body } = validationFailure(error, false);
  return reply.status(status).send(body);
}
