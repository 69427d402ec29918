import type {
  BoardDetail,
  BoardItem,
  BoardList,
  SavedListings,
  SharedBoard,
  Vote,
} from '@setspot/domain/boards/board-schemas';
import { SHARE_TOKEN } from '@setspot/domain/boards/board-schemas';
import { SHARED_BOARD_NOT_FOUND } from '@setspot/domain/boards/board-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { toVisitorCard } from '@setspot/domain/listings/location-views';
import type { AppDeps } from '../../app-deps.ts';
import { listingCards } from '../listings/listings.public.ts';
import { boardFor } from './board-access.ts';
import {
  findBoardByToken,
  findBoardsOf,
  findComments,
  findItems,
  findMembers,
  findSavedListings,
  findVotes,
} from './boards.repository.ts';

type Deps = Pick<AppDeps, 'db'>;
type Caller = { id: string };

export async function listBoards(deps: Deps, caller: Caller): Promise<BoardList> {
  const rows = await findBoardsOf(deps.db, caller.id);
  return {
    boards: rows.map(({ ownerId, updatedAt, ...row }) => ({
      ...row,
      role: ownerId === caller.id ? 'owner' : 'member',
      updatedAt: updatedAt.toISOString(),
    })),
  };
}

const voteOf = (value: number): Exclude<Vote, 'none'> => (value > 0 ? 'up' : 'down');

/**
 * The board as its owner or a member sees it: signed-in cards, notes, comments. The owner alone gets
 * each member's thumb, the tally, the members' emails and the share token (ADR 0042).
 */
export async function getBoard(deps: Deps, caller: Caller, boardId: string): Promise<Outcome<BoardDetail>> {
  const found = await boardFor(deps.db, boardId, caller.id, 'member');
  if (!found.ok) return found;
  const board = found.value;
  const isOwner = board.role === 'owner';
  const [items, members, allVotes, comments] = await Promise.all([
    findItems(deps.db, boardId),
    findMembers(deps.db, boardId),
    findVotes(deps.db, boardId),
    findComments(deps.db, boardId),
  ]);
  const cards = await listingCards(
    deps,
    items.map((item) => item.locationId),
  );
  const notes = new Map(items.map((item) => [item.locationId, item.note]));
  // Votes of people no longer on the board stay stored but stop counting.
  const onBoard = new Set([board.ownerId, ...members.map((m) => m.id)]);
  const votes = allVotes.filter((v) => onBoard.has(v.voterId));
  const boardItems: BoardItem[] = cards.map((location) => {
    const mine = votes.filter((v) => v.locationId === location.id);
    const own = mine.find((v) => v.voterId === caller.id);
    return {
      location,
      note: notes.get(location.id) ?? '',
      myVote: own ? voteOf(own.value) : 'none',
      ...(isOwner
        ? {
            tally: {
              up: mine.filter((v) => v.value > 0).length,
              down: mine.filter((v) => v.value < 0).length,
            },
            votes: mine.map((v) => ({ voter: { id: v.voterId, name: v.voterName }, vote: voteOf(v.value) })),
          }
        : {}),
      comments: comments
        .filter((c) => c.locationId === location.id)
        .map((c) => ({
          id: c.id,
          author: { id: c.authorId, name: c.authorName },
          body: c.body,
          createdAt: c.createdAt.toISOString(),
        })),
    };
  });
  return success({
    id: board.id,
    name: board.name,
    role: board.role,
    owner: { id: board.ownerId, name: board.ownerName },
    members: members.map((m) => (isOwner ? m : { id: m.id, name: m.name })),
    ...(isOwner ? { shareToken: board.shareToken } : {}),
    items: boardItems,
  });
}

/**
 * A shared board, for anyone with its link: the name, the owner's first name, the notes and visitor
 * cards (no street address, no zip, no way to contact the owner). No members, votes or comments.
 */
export async function getSharedBoard(deps: Deps, token: string): Promise<Outcome<SharedBoard>> {
  const board = SHARE_TOKEN.test(token) ? await findBoardByToken(deps.db, token) : null;
  if (!board) return refusal('not_found', SHARED_BOARD_NOT_FOUND);
  const items = await findItems(deps.db, board.id);
  const cards = await listingCards(
    deps,
    items.map((item) => item.locationId),
  );
  const notes = new Map(items.map((item) => [item.locationId, item.note]));
  return success({
    name: board.name,
    ownerName: board.ownerFirstName,
    items: cards.map((card) => ({ location: toVisitorCard(card), note: notes.get(card.id) ?? '' })),
  });
}

export function getSavedListings(deps: Deps, caller: Caller): Promise<SavedListings> {
  return findSavedListings(deps.db, caller.id);
}
