import type { BoardRole } from '@setspot/domain/boards/board-schemas';
import { BOARD_NOT_FOUND, BOARD_OWNER_ONLY } from '@setspot/domain/boards/board-texts';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { Executor } from '../../db/client.ts';
import { type BoardAccess, findBoardAccess } from './boards.repository.ts';

export type BoardWithRole = BoardAccess & { role: BoardRole };

/**
 * Who may do what on a board (ADR 0042). Anyone not on it is told it does not exist, so a board's id
 * reveals nothing; a member may read, vote and comment, and is told plainly that the rest is the
 * owner's.
 */
export async function boardFor(
  db: Executor,
  boardId: string,
  userId: string,
  need: BoardRole,
): Promise<Outcome<BoardWithRole>> {
  const board = await findBoardAccess(db, boardId, userId);
  const role: BoardRole | null = !board
    ? null
    : board.ownerId === userId
      ? 'owner'
      : board.member
        ? 'member'
        : null;
  if (!board || !role) return refusal('not_found', BOARD_NOT_FOUND);
  if (need === 'owner' && role !== 'owner') return refusal('forbidden', BOARD_OWNER_ONLY);
  return success({ ...board, role });
}
