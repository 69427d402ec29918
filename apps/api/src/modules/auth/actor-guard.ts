import type { UserType } from '@setspot/domain/auth/auth-schemas';
import { errorBody } from '@setspot/domain/common/error-body';
import { NOT_SIGNED_IN } from '@setspot/domain/common/general-texts';
import { PROFILE_NOT_SET_UP } from '@setspot/domain/listings/listing-texts';
import { OWNER_ACCOUNT_REQUIRED } from '@setspot/domain/listings/owner-listings-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Auth } from './create-auth.ts';
import type { SessionUser } from './session-actors.ts';

/** A signed-in caller with a profile, as the guards let it through (and the session they came with). */
export type Actor = { id: string; email: string; userType: UserType; sessionId: string };

const actors = new WeakMap<FastifyRequest, Actor>();

const FILMMAKER_ACCOUNT_REQUIRED = 'This is only available to filmmaker accounts';

const ROLE_REQUIRED: Record<UserType, string> = {
  owner: OWNER_ACCOUNT_REQUIRED,
  filmmaker: FILMMAKER_ACCOUNT_REQUIRED,
};

type GuardOptions = {
  /** The route's own spec text for a signed-out caller, e.g. 'Please log in to make a booking'. */
  signedOutMessage?: string;
  /** Only this kind of account may pass (403 for the other). */
  role?: UserType;
};

/**
 * A preValidation hook: 401 signed out, 403 without a profile ('Your profile is not properly set
 * up...') or with the wrong account type. It runs before the body is validated or read, so a
 * visitor never learns more than "sign in" and never uploads anything. The session and the
 * profile's type come from one lookup kept a few seconds per session (ADR 0033). The user's rate
 * limits (writes, and the route's own) are counted here, where the user is known.
 */
export function requireActor(deps: { auth: Auth; rateLimiter: RateLimiter }, options: GuardOptions = {}) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const actor = await deps.auth.actors.of(request);
    if (!actor) {
      return reply.status(401).send(errorBody('UNAUTHORIZED', options.signedOutMessage ?? NOT_SIGNED_IN));
    }
    const { userType } = actor;
    if (userType === null) return reply.status(403).send(errorBody('FORBIDDEN', PROFILE_NOT_SET_UP));
    if (options.role && userType !== options.role) {
      return reply.status(403).send(errorBody('FORBIDDEN', ROLE_REQUIRED[options.role]));
    }
    if (await deps.rateLimiter.refuseOverUserLimits(request, reply, actor.id)) return;
    actors.set(request, { id: actor.id, email: actor.email, userType, sessionId: actor.sessionId });
  };
}

/** The caller that requireActor let through; a route without the guard is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new Error('requireActor must run before this handler');
  return actor;
}

/**
 * Who is asking, for the visitor view (architecture section 2): signed-out callers never receive the
 * street address, zip or owner contact. Without a session cookie there is nobody to look up, which
 * keeps the anonymous hot path (search from the home page, crawlers) free of session queries.
 */
export function viewerOf(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  return auth.actors.of(request);
}
