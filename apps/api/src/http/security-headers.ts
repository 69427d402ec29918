import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, static files and errors included. The middleware is
 * built once: @fastify/helmet, used before, built it again for every request and parsed the whole
 * policy each time, about a tenth of what a trivial request costs (bench:search's profile).
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet calls back at once; since helmet 8.1 it throws instead of passing an error.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
