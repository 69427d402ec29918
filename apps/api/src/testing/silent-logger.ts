import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for adapters tested on their own. */
export function silentLogger(): FastifyBaseLogger {
  const noop = () => {};
  const logger = {
    level: 'silent',
    info: noop,
    warn: noop,
    error: noop,
    debug: noop,
    fatal: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
