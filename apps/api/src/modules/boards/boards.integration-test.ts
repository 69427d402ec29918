import {
  BOARD_NOT_FOUND,
  BOARD_OWNER_ONLY,
  NO_ACCOUNT_FOR_EMAIL,
  SHARED_BOARD_NOT_FOUND,
} from '@setspot/domain/boards/board-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, emailOf, inviteTo, send, shareBoard } from '../../testing/board-fixtures.ts';
import { get } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { userIdOf } from '../../testing/message-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let director: string;
let producer: string;
let stranger: string;
let owner: string;
let listingA: string;
let listingB: string;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_USER: '10000', WRITE_RATE_LIMIT_PER_IP: '10000' } });
  [director, producer, stranger, owner] = await Promise.all([
    signUpAs(t.app, 'board-director@example.com', 'filmmaker'),
    signUpAs(t.app, 'board-producer@example.com', 'filmmaker'),
    signUpAs(t.app, 'board-stranger@example.com', 'filmmaker'),
    signUpAs(t.app, 'board-owner@example.com', 'owner'),
  ]);
  listingA = await createListing(t.app, owner);
  listingB = await createListing(t.app, owner, { propertyName: 'Harbour Loft' });
});
afterAll(() => t.close());

const boardOf = async (cookie: string, id: string) => get(t.app, `/api/boards/${id}`, cookie);

describe('a board and its crew', () => {
  it('is private to its owner until someone is invited, then shows votes, comments and the tally', async () => {
    const id = await createBoard(t.app, director, [listingA, listingB]);
    expect((await boardOf(producer, id)).json().error.message).toBe(BOARD_NOT_FOUND);
    await inviteTo(t.app, director, id, producer);

    await send(t.app, 'PUT', `/api/boards/${id}/items/${listingA}/vote`, producer, { vote: 'up' });
    await send(t.app, 'PUT', `/api/boards/${id}/items/${listingA}/vote`, director, { vote: 'down' });
    await send(t.app, 'PUT', `/api/boards/${id}/items/${listingB}/vote`, producer, { vote: 'up' });
    const comment = await send(t.app, 'POST', `/api/boards/${id}/items/${listingA}/comments`, producer, {
      body: '  Parking for the trucks?  ',
    });
    expect(comment.statusCode).toBe(201);

    const mine = (await boardOf(director, id)).json();
    expect(mine.role).toBe('owner');
    expect(mine.items.map((item: { location: { id: string } }) => item.location.id)).toEqual([
      listingA,
      listingB,
    ]);
    expect(mine.items[0]).toMatchObject({
      note: 'Check the light',
      myVote: 'down',
      tally: { up: 1, down: 1 },
      comments: [{ body: 'Parking for the trucks?', author: { name: 'Test filmmaker' } }],
    });
    expect(mine.items[0].votes.map((v: { vote: string }) => v.vote).sort()).toEqual(['down', 'up']);
    expect(mine.items[1].tally).toEqual({ up: 1, down: 0 });
    expect(mine.members).toEqual([expect.objectContaining({ email: 'board-producer@example.com' })]);
    expect(mine.shareToken).toBeNull();

    // A member sees their own thumb and the comments, but not each person's vote, the tally or emails.
    const theirs = (await boardOf(producer, id)).json();
    expect(theirs.role).toBe('member');
    expect(theirs.items[0].myVote).toBe('up');
    expect(theirs.items[0]).not.toHaveProperty('tally');
    expect(theirs.items[0]).not.toHaveProperty('votes');
    expect(theirs.members[0]).not.toHaveProperty('email');
    expect(theirs).not.toHaveProperty('shareToken');

    // Taking a vote back.
    await send(t.app, 'PUT', `/api/boards/${id}/items/${listingA}/vote`, producer, { vote: 'none' });
    expect((await boardOf(director, id)).json().items[0].tally).toEqual({ up: 0, down: 1 });
  });

  it("refuses someone else's board to a stranger, for every read and write", async () => {
    const id = await createBoard(t.app, director, [listingA]);
    const attempts = [
      get(t.app, `/api/boards/${id}`, stranger),
      send(t.app, 'PUT', `/api/boards/${id}`, stranger, { name: 'Mine now' }),
      send(t.app, 'DELETE', `/api/boards/${id}`, stranger),
      send(t.app, 'POST', `/api/boards/${id}/share`, stranger),
      send(t.app, 'PUT', `/api/boards/${id}/items/${listingB}`, stranger, { note: '' }),
      send(t.app, 'PUT', `/api/boards/${id}/items/${listingA}/vote`, stranger, { vote: 'up' }),
      send(t.app, 'POST', `/api/boards/${id}/items/${listingA}/comments`, stranger, { body: 'hi' }),
      send(t.app, 'POST', `/api/boards/${id}/members`, stranger, { email: 'board-stranger@example.com' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(BOARD_NOT_FOUND);
    }
    const board = (await boardOf(director, id)).json();
    expect(board.name).toBe('Night exteriors');
    expect(board.items).toHaveLength(1);
    expect(board.members).toEqual([]);
    expect(board.shareToken).toBeNull();
    expect((await get(t.app, '/api/boards', stranger)).json().boards).toEqual([]);
  });

  it('lets a member neither delete the board, change its sharing, rename it nor change its listings', async () => {
    const id = await createBoard(t.app, director, [listingA]);
    await inviteTo(t.app, director, id, producer);
    const attempts = [
      send(t.app, 'DELETE', `/api/boards/${id}`, producer),
      send(t.app, 'POST', `/api/boards/${id}/share`, producer),
      send(t.app, 'DELETE', `/api/boards/${id}/share`, producer),
      send(t.app, 'PUT', `/api/boards/${id}`, producer, { name: 'Ours' }),
      send(t.app, 'PUT', `/api/boards/${id}/items/${listingB}`, producer, { note: '' }),
      send(t.app, 'DELETE', `/api/boards/${id}/items/${listingA}`, producer),
      send(t.app, 'POST', `/api/boards/${id}/members`, producer, { email: 'board-stranger@example.com' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(BOARD_OWNER_ONLY);
    }
    const board = (await boardOf(director, id)).json();
    expect([board.name, board.items.length, board.members.length, board.shareToken]).toEqual([
      'Night exteriors',
      1,
      1,
      null,
    ]);
    // A member may leave; their vote then stops counting.
    await send(t.app, 'PUT', `/api/boards/${id}/items/${listingA}/vote`, producer, { vote: 'up' });
    expect((await boardOf(director, id)).json().items[0].tally).toEqual({ up: 1, down: 0 });
    const leave = await send(
      t.app,
      'DELETE',
      `/api/boards/${id}/members/${await userIdOf(t.app, producer)}`,
      producer,
    );
    expect(leave.statusCode).toBe(200);
    expect((await boardOf(producer, id)).statusCode).toBe(404);
    expect((await boardOf(director, id)).json().items[0].tally).toEqual({ up: 0, down: 0 });
  });

  it('invites only people who have an account, and only boards of filmmaker accounts exist', async () => {
    const id = await createBoard(t.app, director);
    const nobody = await send(t.app, 'POST', `/api/boards/${id}/members`, director, {
      email: 'nobody@example.com',
    });
    expect([nobody.statusCode, nobody.json().error.message]).toEqual([404, NO_ACCOUNT_FOR_EMAIL]);
    // Invitations match the address whatever its case; an owner account can be crew.
    const ownerEmail = (await emailOf(t.app, owner)).toUpperCase();
    expect(
      (await send(t.app, 'POST', `/api/boards/${id}/members`, director, { email: ownerEmail })).statusCode,
    ).toBe(201);
    expect(
      (await send(t.app, 'POST', `/api/boards/${id}/members`, director, { email: ownerEmail })).statusCode,
    ).toBe(409);
    expect((await send(t.app, 'POST', '/api/boards', owner, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('sharing a board', () => {
  it('shows a visitor only what a visitor may see, and nothing once the link is turned off', async () => {
    const id = await createBoard(t.app, director, [listingA]);
    await inviteTo(t.app, director, id, producer);
    await send(t.app, 'POST', `/api/boards/${id}/items/${listingA}/comments`, producer, {
      body: 'Crew only',
    });
    const token = await shareBoard(t.app, director, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const shared = await get(t.app, `/api/shared-boards/${token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    const body = shared.json();
    expect(body).toMatchObject({ name: 'Night exteriors', ownerName: 'Test' });
    expect(body.items[0].note).toBe('Check the light');
    expect(body.items[0].location).not.toHaveProperty('address');
    expect(body.items[0].location).not.toHaveProperty('zip');
    const text = shared.body;
    for (const secret of [
      '40 Pier Rd',
      '94607',
      'board-producer@example.com',
      'board-owner@example.com',
      'Crew only',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(body).not.toHaveProperty('members');

    // A new link replaces the old one; turning sharing off ends both.
    const second = await shareBoard(t.app, director, id);
    expect((await get(t.app, `/api/shared-boards/${token}`)).statusCode).toBe(404);
    expect((await get(t.app, `/api/shared-boards/${second}`)).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/boards/${id}/share`, director)).json()).toEqual({
      shareToken: null,
    });
    const off = await get(t.app, `/api/shared-boards/${second}`);
    expect([off.statusCode, off.json().error.message]).toEqual([404, SHARED_BOARD_NOT_FOUND]);
  });

  it('answers 404 to tokens that name no board', async () => {
    for (const token of ['x', 'A'.repeat(32), 'a'.repeat(64)]) {
      expect((await get(t.app, `/api/shared-boards/${token}`)).statusCode).toBe(404);
    }
  });
});

describe("the viewer's saved listings", () => {
  it('lists which of their own boards hold which listing, from a Save button too', async () => {
    const created = await send(t.app, 'POST', '/api/boards', stranger, {
      name: 'Diner scenes',
      locationId: listingB,
    });
    expect(created.statusCode).toBe(201);
    const saved = (await get(t.app, '/api/me/saved-listings', stranger)).json();
    expect(saved).toEqual({
      boards: [{ id: created.json().id, name: 'Diner scenes' }],
      saved: [{ boardId: created.json().id, locationId: listingB }],
    });
    // Boards they were invited to are not theirs to save on.
    expect((await get(t.app, '/api/me/saved-listings', owner)).json().boards).toEqual([]);
    // "Download my data" carries the user's boards.
    const data = JSON.parse((await get(t.app, '/api/me/export', stranger)).body);
    expect(data.boards.map((b: { name: string }) => b.name)).toEqual(['Diner scenes']);
  });

  it('leaves out listings their owner removed', async () => {
    const gone = await createListing(t.app, owner);
    const id = await createBoard(t.app, director, [gone, listingA]);
    await send(t.app, 'DELETE', `/api/locations/${gone}`, owner);
    const board = (await boardOf(director, id)).json();
    expect(board.items.map((item: { location: { id: string } }) => item.location.id)).toEqual([listingA]);
    const list = (await get(t.app, '/api/boards', director)).json().boards;
    expect(list.find((b: { id: string }) => b.id === id).itemCount).toBe(1);
  });
});
