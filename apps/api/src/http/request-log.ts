import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.ts';

// One log line per request, tagged with a request id that the client sees in `x-request-id` and
// may have chosen itself (the web app's error reports, a load balancer's id): one id finds the
// browser's report and the server's lines together (docs/decisions/0021).

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
/**
 * Probes a load balancer sends every few seconds: logged at debug level only, their 503s too (an
 * instance warming up or draining says so on purpose; a database it cannot reach is logged by the
 * health route itself).
 */
const PROBES = new Set(['/api/health', '/api/ready']);

/** The id of a request: a well-formed incoming `x-request-id`, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's two lines per request (incoming, completed) become one, written when it completes. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const level = error
      ? 'error'
      : PROBES.has(request.url)
        ? 'debug'
        : reply.statusCode >= 500
          ? 'error'
          : 'info';
    reply.log[level](
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request',
    );
  }
}

/** Answers every request with its id, so a client can quote it. */
export function echoRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
