import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import { jsonHeaders } from './test-app.ts';

/**
 * Who may call each documented API route (issue "Hardening": the authorization matrix). Every route
 * in the OpenAPI document needs an entry, so a new route cannot ship without saying who may use it.
 * The test (http/access-matrix.integration-test.ts) sends each request as every caller and compares
 * the status with the entry.
 */
export const CALLERS = ['visitor', 'filmmaker', 'owner', 'otherFilmmaker', 'otherOwner'] as const;
export type Caller = (typeof CALLERS)[number];

/** The world a request is made in: `owner` owns `listingId`; the others own nothing of it. */
export type MatrixWorld = {
  app: FastifyInstance;
  /** For states the API takes days to reach (a completed booking). */
  database: Database;
  cookies: Record<Exclude<Caller, 'visitor'>, string>;
  /** An operator (the admin role), asked only by entries that say what it gets (`admin`). */
  operatorCookie: string;
  listingId: string;
};

export type MatrixEntry = {
  /** Expected status for each caller. */
  expect: Record<Caller, number>;
  /** The request, made afresh for each caller (so a delete by one does not change the next). */
  request: (world: MatrixWorld) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
  /** Expected status for an operator; entries without it are not asked as one (ADR 0038). */
  admin?: number;
};

export const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  filmmaker: status,
  owner: status,
  otherFilmmaker: status,
  otherOwner: status,
});
export const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), visitor: 401 });
/** Owner-only routes: 401 signed out, 403 for filmmakers, `other` for another owner. */
export const ownerOnly = (ok: number, other = ok): Record<Caller, number> => ({
  visitor: 401,
  filmmaker: 403,
  owner: ok,
  otherFilmmaker: 403,
  otherOwner: other,
});

export const json = (payload: unknown) => ({ headers: jsonHeaders, payload: payload as string });

/** Operator routes (ADR 0038): 401 signed out, 403 for every user without the admin role. */
export const operatorsOnly = (): Record<Caller, number> => ({ ...signedIn(403) });
