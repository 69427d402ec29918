import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createBetterAuth } from './auth.ts';
import { createSessionActors } from './session-actors.ts';
import type { SessionEnds } from './session-ends.ts';
import { readSessionUser } from './session-user.ts';

/**
 * Better Auth, the ended sessions it announces, and `actors`: the session-and-actor lookup every
 * guard asks, kept for a few seconds per session (ADR 0033).
 */
export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; sessionEnds: SessionEnds }) {
  const auth = createBetterAuth(deps);
  const actors = createSessionActors({
    readSessionUser: (request) => readSessionUser(auth, request),
    db: deps.db,
    sessionEnds: deps.sessionEnds,
  });
  return Object.assign(auth, { actors });
}

export type Auth = ReturnType<typeof createAuth>;
