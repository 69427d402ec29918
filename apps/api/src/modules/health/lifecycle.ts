import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance takes new work at full speed. It is warming up until every warm-up a
 * module registered has settled (the search index and card store: ADR 0027), and draining from
 * SIGTERM (or app.close()) on, before the listener closes. A load balancer polling /api/ready sends
 * requests elsewhere meanwhile.
 */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining: () => void;
  /** True once every registered warm-up has settled. */
  readonly warm: boolean;
  /**
   * Work to finish before the instance calls itself ready. One that fails counts as done: the
   * instance serves without it, only slower (the module logs why).
   */
  warmUp: (work: Promise<unknown>) => void;
  /** Resolves once warm (tests wait for it). */
  warmedUp: () => Promise<void>;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  const pending = new Set<Promise<unknown>>();
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    get warm() {
      return pending.size === 0;
    },
    warmUp(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async warmedUp() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/**
 * While draining, every answer says `Connection: close`: a load balancer holding keep-alive
 * connections to this instance lets each go after its request, so the server can finish closing
 * instead of serving those connections until the shutdown timeout.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
