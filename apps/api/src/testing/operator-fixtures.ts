import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { grantOperatorRole } from '../modules/admin/admin.public.ts';
import { post } from './booking-fixtures.ts';
import { signUpAs } from './listing-fixtures.ts';
import { userIdOf } from './message-fixtures.ts';

/**
 * Signs up an account and makes it an operator the way `npm run admin -- grant` does (straight in
 * the database: no route can); returns its session cookie and id.
 */
export async function signUpOperator(app: FastifyInstance, database: Database, email: string) {
  const cookie = await signUpAs(app, email, 'filmmaker');
  const id = await userIdOf(app, cookie);
  await grantOperatorRole(database.db, id, 'test');
  return { cookie, id };
}

/** An operator action with its reason. */
export function act(app: FastifyInstance, cookie: string, url: string, reason = 'Checked by the operator') {
  return post(app, url, cookie, { reason });
}
