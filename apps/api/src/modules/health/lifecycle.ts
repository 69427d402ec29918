import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance still takes new work. Draining starts at SIGTERM (or app.close()), before
 * the listener closes, so a load balancer polling /api/ready sends new requests elsewhere first.
 */
export type Lifecycle = { readonly draining: boolean; startDraining: () => void };

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/**
 * While draining, every answer says `Connection: close`: a load balancer holding keep-alive
 * connections to this instance lets each go after its request, so the server can finish closing
 * instead of serving those connections until the shutdown timeout.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
