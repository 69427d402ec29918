import { PROFILE_NOT_SET_UP } from '@setspot/domain/listings/listing-texts';
import { OWNER_ACCOUNT_REQUIRED } from '@setspot/domain/listings/owner-listings-texts';
import { errorBody } from '@setspot/domain/shared/error-body';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/auth.ts';
import { readSessionUser } from '../auth/current-user.ts';
import { findProfileType } from './listings.repository.ts';

const owners = new WeakMap<FastifyRequest, string>();

/**
 * A preValidation hook for owner-only routes: 401 signed out (with the route's own spec text),
 * 403 without a profile ('Your profile is not properly set up...') or for a filmmaker. It runs before
 * the body is validated or read, so a visitor never learns more than "sign in" and never uploads.
 */
export function ownerGuard(deps: { auth: Auth; db: Db }, signedOutMessage: string) {
  return async function requireOwner(request: FastifyRequest, reply: FastifyReply) {
    const user = await readSessionUser(deps.auth, request);
    if (!user) return reply.status(401).send(errorBody('UNAUTHORIZED', signedOutMessage));
    const userType = await findProfileType(deps.db, user.id);
    if (!userType) return reply.status(403).send(errorBody('FORBIDDEN', PROFILE_NOT_SET_UP));
    if (userType !== 'owner') {
      return reply.status(403).send(errorBody('FORBIDDEN', OWNER_ACCOUNT_REQUIRED));
    }
    owners.set(request, user.id);
  };
}

/** The owner that ownerGuard let through. */
export function ownerIdOf(request: FastifyRequest): string {
  const id = owners.get(request);
  if (!id) throw new Error('ownerGuard must run before this handler');
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are UUIDs; anything else cannot name a row, so it is answered as not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
