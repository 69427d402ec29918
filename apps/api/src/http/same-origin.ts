import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths called by other servers, which sign their requests instead (Stripe's webhook). */
const SERVER_TO_SERVER = ['/api/payments/stripe/webhook'];

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another site and was refused';

/**
 * CSRF defence for every state-changing request: a browser names the page that sent it (Origin,
 * and Sec-Fetch-Site in current browsers), and only SetSpot's own origins may change anything.
 * SameSite=Lax cookies alone do not stop a page on another port of the same host (same site), and a
 * multipart or text/plain POST needs no CORS preflight. Clients that are not browsers send neither
 * header and are let through: they cannot ride on a user's cookies.
 */
export function refuseForeignOrigins(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  // A callback hook, as every hook each request meets (docs/architecture.md, conventions).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = request.url.split('?')[0] ?? '';
    if (SERVER_TO_SERVER.includes(path)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const allowed =
      origin === 'null'
        ? // An opaque origin: what a browser sends for a form POST of a page served with
          // `Referrer-Policy: no-referrer`, ours included (a login form sent before the app takes the
          // server-drawn page over). Sandboxed and other sites' pages send it too, so only the
          // browser's own word that the request is same-origin lets it through.
          fetchSite === 'same-origin'
        : origin !== undefined
          ? trusted.has(origin)
          : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (allowed) return done();
    // Answered here: Fastify goes no further for a reply sent from a callback hook without done().
    reply.status(403).send(errorBody('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE));
  });
}
