import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyInstance } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Development pages that show secrets (the dev mailbox holds confirmation links) answer only the
 * machine they run on, whatever address the server listens on. The socket's peer is checked, not
 * X-Forwarded-For, which any client can write.
 */
export function onlyFromLoopback(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackAddress(request.socket.remoteAddress)) return;
    return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
  });
}
