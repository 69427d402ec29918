import type { FastifyInstance, InjectOptions } from 'fastify';
import { get } from './booking-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

/** A request with a JSON body as the cookie's account (any method). */
export function send(
  app: FastifyInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  cookie: string | undefined,
  payload: unknown = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

export async function emailOf(app: FastifyInstance, cookie: string): Promise<string> {
  const email = (await get(app, '/api/me', cookie)).json().user?.email as string | undefined;
  if (!email) throw new Error('Not signed in');
  return email;
}

/** A board of the cookie's account holding `locationIds`; returns its id. */
export async function createBoard(
  app: FastifyInstance,
  cookie: string,
  locationIds: readonly string[] = [],
  name = 'Night exteriors',
): Promise<string> {
  const res = await send(app, 'POST', '/api/boards', cookie, { name });
  if (res.statusCode !== 201) throw new Error(`Creating a board: ${res.statusCode} ${res.body}`);
  const id = res.json().id as string;
  for (const locationId of locationIds) {
    await send(app, 'PUT', `/api/boards/${id}/items/${locationId}`, cookie, { note: 'Check the light' });
  }
  return id;
}

export async function inviteTo(
  app: FastifyInstance,
  ownerCookie: string,
  boardId: string,
  memberCookie: string,
) {
  const email = await emailOf(app, memberCookie);
  const res = await send(app, 'POST', `/api/boards/${boardId}/members`, ownerCookie, { email });
  if (res.statusCode !== 201) throw new Error(`Inviting: ${res.statusCode} ${res.body}`);
}

/** Turns the board's share link on; returns the token. */
export async function shareBoard(app: FastifyInstance, cookie: string, boardId: string): Promise<string> {
  const res = await send(app, 'POST', `/api/boards/${boardId}/share`, cookie);
  return res.json().shareToken as string;
}
