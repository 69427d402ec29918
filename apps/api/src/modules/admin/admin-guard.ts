import {
  OPERATORS_ONLY,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_REQUIRED_CODE,
} from '@setspot/domain/admin/admin-texts';
import { errorBody } from '@setspot/domain/common/error-body';
import { NOT_SIGNED_IN } from '@setspot/domain/common/general-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { operatorAccess } from './operators.repository.ts';

/** The operator a request comes from, and where from (both go into the audit log). */
export type Operator = { id: string; email: string; sessionId: string; ip: string };

const operators = new WeakMap<FastifyRequest, Operator>();

/**
 * A preValidation hook for every admin route: 401 signed out, 403 without the admin role, and 403
 * TWO_FACTOR_REQUIRED for an operator without two-factor sign-in where it is required. The role
 * is read from the database on each request, so a revoke takes effect on the next one. It reuses the
 * session-and-actor lookup every guard uses (ADR 0033) (ended sessions refused at once, ADR 0031).
 */
export function requireOperator(deps: Pick<AppDeps, 'auth' | 'config' | 'db' | 'rateLimiter'>) {
  return async function operatorGuard(request: FastifyRequest, reply: FastifyReply) {
    const user = await deps.auth.actors.of(request);
    if (!user) return reply.status(401).send(errorBody('UNAUTHORIZED', NOT_SIGNED_IN));
    const access = await operatorAccess(deps.db, user.id);
    if (!access) return reply.status(403).send(errorBody('FORBIDDEN', OPERATORS_ONLY));
    // Read from the database, not the session cookie's copy of the user: turning it off holds at once.
    if (deps.config.operatorTwoFactor && !access.twoFactorEnabled) {
      return reply.status(403).send(errorBody(TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_REQUIRED));
    }
    if (await deps.rateLimiter.refuseOverUserLimits(request, reply, user.id)) return;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    operators.set(request, { id: user.id, email: user.email, sessionId: user.sessionId, ip: request.ip });
  };
}

export function operatorOf(request: FastifyRequest): Operator {
  const operator = operators.get(request);
  if (!operator) throw new Error('requireOperator must run before this handler');
  return operator;
}
