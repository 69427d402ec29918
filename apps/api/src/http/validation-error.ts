import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ValidationFailure = Error & { validationContext?: string };

const fieldOf = (issue: FastifySchemaValidationError) =>
  issue.instancePath.replace(/^\//, '').replace(/\//g, '.');

/**
 * The one answer to a request that fails its schema, on every route (the app-wide error handler):
 * the schema's own message, word for word (the spec's texts, e.g. 'Please set a daily price'), and
 * the field it is about in `field` ('ids.0'), for a form to show it there. A path parameter that
 * fails names nothing: 404 with the schema's message, the route's own not-found text (http/ids.ts).
 */
export function validationFailure(error: ValidationFailure) {
  const issue = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  const message = issue?.message ?? error.message ?? 'Invalid request';
  if (error.validationContext === 'params') {
    return { status: 404, body: errorBody('NOT_FOUND', message) };
  }
  const field = issue ? fieldOf(issue) : '';
  const body = errorBody('VALIDATION_ERROR', message);
  return { status: 400, body: field ? { error: { ...body.error, field } } : body };
}
