import { randomBytes } from 'node:crypto';
import { BOARD_LIMITS, type Vote } from '@setspot/domain/boards/board-schemas';
import {
  ALREADY_A_MEMBER,
  BOARD_FULL,
  BOARD_ITEM_NOT_FOUND,
  BOARD_LIMIT_REACHED,
  BOARD_LISTING_NOT_FOUND,
  BOARD_MEMBERS_FULL,
  CANNOT_INVITE_YOURSELF,
  MEMBER_NOT_FOUND,
  NO_ACCOUNT_FOR_EMAIL,
} from '@setspot/domain/boards/board-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { AppDeps } from '../../app-deps.ts';
import { boardFor } from './board-access.ts';
import {
  countBoardsOf,
  countItems,
  countMembers,
  deleteBoard,
  deleteItem,
  deleteMember,
  findUserIdByEmail,
  hasItem,
  insertBoard,
  insertComment,
  insertMember,
  isLiveListing,
  setVote,
  updateBoard,
  upsertItem,
} from './boards.repository.ts';

type Deps = Pick<AppDeps, 'db'>;
type Caller = { id: string };
type Done = { ok: true };
const done = () => success<Done>({ ok: true });

/** A new board of the caller's, with the listing being saved when it is made from a Save button. */
export function createBoard(
  deps: Deps,
  caller: Caller,
  input: { name: string; locationId?: string | undefined },
): Promise<Outcome<{ id: string; name: string }>> {
  return deps.db.transaction(async (tx): Promise<Outcome<{ id: string; name: string }>> => {
    if (input.locationId && !(await isLiveListing(tx, input.locationId))) {
      return refusal('not_found', BOARD_LISTING_NOT_FOUND);
    }
    if ((await countBoardsOf(tx, caller.id)) >= BOARD_LIMITS.boardsPerOwner) {
      return refusal('conflict', BOARD_LIMIT_REACHED);
    }
    const id = await insertBoard(tx, caller.id, input.name);
    if (input.locationId) await upsertItem(tx, id, input.locationId, '');
    return success({ id, name: input.name });
  });
}

export async function renameBoard(deps: Deps, caller: Caller, boardId: string, name: string) {
  const board = await boardFor(deps.db, boardId, caller.id, 'owner');
  if (!board.ok) return board;
  await updateBoard(deps.db, boardId, { name });
  return done();
}

export async function removeBoard(deps: Deps, caller: Caller, boardId: string) {
  const board = await boardFor(deps.db, boardId, caller.id, 'owner');
  if (!board.ok) return board;
  await deleteBoard(deps.db, boardId);
  return done();
}

/**
 * Turns sharing on with a new random token (192 bits, so links cannot be guessed), or off. A new
 * link always replaces the old one: whoever had the old link loses it.
 */
export async function setSharing(
  deps: Deps,
  caller: Caller,
  boardId: string,
  on: boolean,
): Promise<Outcome<{ shareToken: string | null }>> {
  const board = await boardFor(deps.db, boardId, caller.id, 'owner');
  if (!board.ok) return board;
  const shareToken = on ? randomBytes(24).toString('base64url') : null;
  await updateBoard(deps.db, boardId, { shareToken });
  return success({ shareToken });
}

export async function saveItem(
  deps: Deps,
  caller: Caller,
  boardId: string,
  locationId: string,
  note: string,
) {
  return deps.db.transaction(async (tx): Promise<Outcome<Done>> => {
    const board = await boardFor(tx, boardId, caller.id, 'owner');
    if (!board.ok) return board;
    if (!(await isLiveListing(tx, locationId))) return refusal('not_found', BOARD_LISTING_NOT_FOUND);
    const isNew = !(await hasItem(tx, boardId, locationId));
    if (isNew && (await countItems(tx, boardId)) >= BOARD_LIMITS.itemsPerBoard) {
      return refusal('conflict', BOARD_FULL);
    }
    await upsertItem(tx, boardId, locationId, note);
    return done();
  });
}

export async function removeItem(deps: Deps, caller: Caller, boardId: string, locationId: string) {
  const board = await boardFor(deps.db, boardId, caller.id, 'owner');
  if (!board.ok) return board;
  if (!(await deleteItem(deps.db, boardId, locationId))) return refusal('not_found', BOARD_ITEM_NOT_FOUND);
  return done();
}

/** Invites a person who has a SetSpot account, by the email address they signed up with. */
export async function inviteMember(deps: Deps, caller: Caller, boardId: string, email: string) {
  return deps.db.transaction(async (tx): Promise<Outcome<Done>> => {
    const board = await boardFor(tx, boardId, caller.id, 'owner');
    if (!board.ok) return board;
    const userId = await findUserIdByEmail(tx, email);
    if (!userId) return refusal('not_found', NO_ACCOUNT_FOR_EMAIL);
    if (userId === caller.id) return refusal('conflict', CANNOT_INVITE_YOURSELF);
    if ((await countMembers(tx, boardId)) >= BOARD_LIMITS.membersPerBoard) {
      return refusal('conflict', BOARD_MEMBERS_FULL);
    }
    if (!(await insertMember(tx, boardId, userId))) return refusal('conflict', ALREADY_A_MEMBER);
    return done();
  });
}

/** The owner removes a member, or a member leaves (their votes and comments stay). */
export async function removeMember(deps: Deps, caller: Caller, boardId: string, userId: string) {
  const board = await boardFor(deps.db, boardId, caller.id, userId === caller.id ? 'member' : 'owner');
  if (!board.ok) return board;
  if (!(await deleteMember(deps.db, boardId, userId))) return refusal('not_found', MEMBER_NOT_FOUND);
  return done();
}

const VOTE_VALUE = { up: 1, down: -1, none: null } as const;

/** The caller's thumb on a listing of the board (owner or member); 'none' takes it back. */
export async function castVote(deps: Deps, caller: Caller, boardId: string, locationId: string, vote: Vote) {
  const board = await boardFor(deps.db, boardId, caller.id, 'member');
  if (!board.ok) return board;
  if (!(await hasItem(deps.db, boardId, locationId))) return refusal('not_found', BOARD_ITEM_NOT_FOUND);
  await setVote(deps.db, { boardId, locationId }, caller.id, VOTE_VALUE[vote]);
  return success({ vote });
}

export async function addComment(
  deps: Deps,
  caller: Caller,
  boardId: string,
  locationId: string,
  body: string,
) {
  const board = await boardFor(deps.db, boardId, caller.id, 'member');
  if (!board.ok) return board;
  if (!(await hasItem(deps.db, boardId, locationId))) return refusal('not_found', BOARD_ITEM_NOT_FOUND);
  const row = await insertComment(deps.db, { boardId, locationId }, caller.id, body);
  return success({ id: row.id, body, createdAt: row.createdAt.toISOString() });
}
