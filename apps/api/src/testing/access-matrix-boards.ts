import type { Caller, MatrixEntry, MatrixWorld } from './access-matrix-callers.ts';
import { everyone, json, signedIn } from './access-matrix-callers.ts';
import { createBoard, emailOf, inviteTo, shareBoard } from './board-fixtures.ts';
import { userIdOf } from './message-fixtures.ts';

/**
 * Scouting boards (ADR 0042). In each world the filmmaker owns a fresh board holding the world's
 * listing and has invited the world's owner account as a crew member; the other two callers are
 * strangers to it, and are told it does not exist.
 */
async function board(world: MatrixWorld): Promise<string> {
  const id = await createBoard(world.app, world.cookies.filmmaker, [world.listingId]);
  await inviteTo(world.app, world.cookies.filmmaker, id, world.cookies.owner);
  return id;
}

/** The board's owner may; the invited member is refused (403); strangers learn nothing (404). */
const boardOwnerOnly = (ok: number): Record<Caller, number> => ({
  visitor: 401,
  filmmaker: ok,
  owner: 403,
  otherFilmmaker: 404,
  otherOwner: 404,
});
/** The board's owner and its members may. */
const onTheBoard = (ok: number): Record<Caller, number> => ({ ...boardOwnerOnly(ok), owner: ok });

export const BOARD_ROUTES: Record<string, MatrixEntry> = {
  'GET /api/boards': { expect: signedIn(200), request: () => ({ url: '/api/boards' }) },
  'GET /api/me/saved-listings': { expect: signedIn(200), request: () => ({ url: '/api/me/saved-listings' }) },
  'POST /api/boards': {
    // Boards belong to the accounts that book.
    expect: { visitor: 401, filmmaker: 201, owner: 403, otherFilmmaker: 201, otherOwner: 403 },
    request: (w) => ({ url: '/api/boards', ...json({ name: 'Rooftops', locationId: w.listingId }) }),
  },
  'GET /api/boards/{id}': {
    expect: onTheBoard(200),
    request: async (w) => ({ url: `/api/boards/${await board(w)}` }),
  },
  'PUT /api/boards/{id}': {
    expect: boardOwnerOnly(200),
    request: async (w) => ({ url: `/api/boards/${await board(w)}`, ...json({ name: 'Renamed' }) }),
  },
  'DELETE /api/boards/{id}': {
    expect: boardOwnerOnly(200),
    request: async (w) => ({ url: `/api/boards/${await board(w)}` }),
  },
  'POST /api/boards/{id}/share': {
    expect: boardOwnerOnly(200),
    request: async (w) => ({ url: `/api/boards/${await board(w)}/share` }),
  },
  'DELETE /api/boards/{id}/share': {
    expect: boardOwnerOnly(200),
    request: async (w) => {
      const id = await board(w);
      await shareBoard(w.app, w.cookies.filmmaker, id);
      return { url: `/api/boards/${id}/share` };
    },
  },
  'GET /api/shared-boards/{token}': {
    expect: everyone(200),
    request: async (w) => {
      const id = await board(w);
      return { url: `/api/shared-boards/${await shareBoard(w.app, w.cookies.filmmaker, id)}` };
    },
  },
  'PUT /api/boards/{id}/items/{locationId}': {
    expect: boardOwnerOnly(200),
    request: async (w) => ({
      url: `/api/boards/${await board(w)}/items/${w.listingId}`,
      ...json({ note: 'Lovely stairwell' }),
    }),
  },
  'DELETE /api/boards/{id}/items/{locationId}': {
    expect: boardOwnerOnly(200),
    request: async (w) => ({ url: `/api/boards/${await board(w)}/items/${w.listingId}` }),
  },
  'PUT /api/boards/{id}/items/{locationId}/vote': {
    expect: onTheBoard(200),
    request: async (w) => ({
      url: `/api/boards/${await board(w)}/items/${w.listingId}/vote`,
      ...json({ vote: 'up' }),
    }),
  },
  'POST /api/boards/{id}/items/{locationId}/comments': {
    expect: onTheBoard(201),
    request: async (w) => ({
      url: `/api/boards/${await board(w)}/items/${w.listingId}/comments`,
      ...json({ body: 'Too far from base' }),
    }),
  },
  'POST /api/boards/{id}/members': {
    expect: boardOwnerOnly(201),
    request: async (w) => ({
      url: `/api/boards/${await board(w)}/members`,
      ...json({ email: await emailOf(w.app, w.cookies.otherOwner) }),
    }),
  },
  'DELETE /api/boards/{id}/members/{userId}': {
    // The owner removes the member, and the member may leave.
    expect: onTheBoard(200),
    request: async (w) => ({
      url: `/api/boards/${await board(w)}/members/${await userIdOf(w.app, w.cookies.owner)}`,
    }),
  },
};
