import { type ErrorCode, errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import type { Outcome, Refusal } from '@setspot/domain/common/outcome';
import type { FastifyReply } from 'fastify';

/** The one mapping from a service's refusal to an HTTP status and error code. */
const STATUS: Record<Refusal['reason'], { status: number; code: ErrorCode }> = {
  invalid: { status: 400, code: 'VALIDATION_ERROR' },
  unauthorized: { status: 401, code: 'UNAUTHORIZED' },
  payment_failed: { status: 402, code: 'PAYMENT_FAILED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
};

export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  const { status, code } = STATUS[refusal.reason];
  return reply.status(status).send(errorBody(refusal.code ?? code, refusal.message));
}

/** The value of a successful outcome with `status`, or the refusal as an error answer. */
export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  if (!outcome.ok) return sendRefusal(reply, outcome);
  return reply.status(status).send(outcome.value);
}

/** The error answers a route documents in OpenAPI, by status. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
export const conflictResponses = { ...errorResponses, 409: errorBodySchema };
