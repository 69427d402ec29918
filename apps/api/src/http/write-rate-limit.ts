import { errorBody } from '@setspot/domain/common/error-body';
import { TOO_MANY_REQUESTS } from '@setspot/domain/common/general-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { countHit } from './rate-limits.repository.ts';

export type WriteLimits = { windowSeconds: number; perIp: number; perUser: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stricter per-address limit for one route (e.g. anonymous error reports), same window. */
    writesPerIpPerWindow?: number;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Better Auth limits its own routes (config authRateLimit); Stripe is a server, not a user.
const EXEMPT_PREFIXES = ['/api/auth/', '/api/payments/stripe/webhook'];

export function isLimitedWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.url.startsWith('/api/')) return false;
  return !EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

function refuse(reply: FastifyReply, windowSeconds: number) {
  return reply
    .header('retry-after', String(windowSeconds))
    .status(429)
    .send(errorBody('RATE_LIMITED', TOO_MANY_REQUESTS));
}

/**
 * Every state-changing API request counts against its client address, in the database so the limit
 * holds across instances (architecture section 1). Signed-in writes also count per user: see
 * countUserWrite, called by the requireActor guard once it knows who is asking.
 */
export function limitWritesPerIp(app: FastifyInstance, db: Db, limits: WriteLimits) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLimitedWrite(request)) return;
    const count = await countHit(db, `write:ip:${request.ip}`, limits.windowSeconds * 1000);
    if (count > limits.perIp) return refuse(reply, limits.windowSeconds);
    const routeLimit = request.routeOptions.config.writesPerIpPerWindow;
    if (routeLimit === undefined) return;
    const route = `write:ip:${request.routeOptions.url}:${request.ip}`;
    if ((await countHit(db, route, limits.windowSeconds * 1000)) > routeLimit) {
      return refuse(reply, limits.windowSeconds);
    }
  });
}

/** True when the user is over the limit (and the reply has been sent). */
export async function refuseOverUserLimit(
  db: Db,
  limits: WriteLimits,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (!isLimitedWrite(request)) return false;
  const count = await countHit(db, `write:user:${userId}`, limits.windowSeconds * 1000);
  if (count <= limits.perUser) return false;
  await refuse(reply, limits.windowSeconds);
  return true;
}
