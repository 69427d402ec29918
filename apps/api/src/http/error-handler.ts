import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorBody } from '@setspot/domain/common/error-body';
import { TOO_MANY_REQUESTS } from '@setspot/domain/common/general-texts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationFailure } from './validation-error.ts';

/** Fastify's own refusals, in words a person can act on and codes of the API's list. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here: send JSON (application/json)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header is wrong' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not valid' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: 'The request could not be routed' },
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

/** The answer for any 4xx error Fastify or a plugin raises. */
export function clientErrorBody(error: { code?: string; message: string; statusCode?: number }) {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return errorBody(known.code, known.message);
  const status = error.statusCode ?? 400;
  // Our own body parser (json-body.ts) raises errors whose code is already one of ours.
  const code =
    error.code && /^[A-Z_]+$/.test(error.code) && !error.code.startsWith('FST_')
      ? error.code
      : codeForStatus(status);
  return { error: { code, message: error.message } };
}

/** Every API error has one shape: { error: { code, message } } (architecture section 6). */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { status, body } = validationFailure(error);
      return reply.status(status).send(body);
    }
    if (error.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED', TOO_MANY_REQUESTS));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(clientErrorBody(error));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Something went wrong'));
  });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request headers (or the address) are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or address too large,
 * malformed HTTP). They get the API's error shape too, written straight to the socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  const status = known?.status ?? 400;
  const body = JSON.stringify(errorBody('BAD_REQUEST', known?.message ?? 'The request is not valid HTTP'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
