import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the routes registered in `app` (a plugin's scope) says `Cache-Control: no-store`:
 * personal answers that no cache may keep. Set as the answer leaves, over a route's own header. A
 * callback hook, as every hook each request meets (docs/architecture.md, conventions).
 */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
