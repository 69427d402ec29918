import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  boardComments,
  boardItems,
  boardMembers,
  boards,
  boardVotes,
  locations,
  profiles,
  users,
} from '../../db/schema.ts';

const personName = sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`;

/** The boards a user owns or was invited to, newest change first, with what the list shows. */
export async function findBoardsOf(db: Executor, userId: string) {
  return db
    .select({
      id: boards.id,
      name: boards.name,
      ownerId: boards.ownerId,
      ownerName: personName,
      shared: sql<boolean>`${boards.shareToken} is not null`,
      updatedAt: boards.updatedAt,
      itemCount: sql<number>`(select count(*)::int from board_items i join locations l on l.id = i.location_id
        where i.board_id = ${boards.id} and l.deleted_at is null)`,
      memberCount: sql<number>`(select count(*)::int from board_members m where m.board_id = ${boards.id})`,
      cover: sql<string | null>`(select im.image_url from board_items i
        join locations l on l.id = i.location_id and l.deleted_at is null
        join location_images im on im.location_id = i.location_id
        where i.board_id = ${boards.id} order by i.created_at, im.is_primary desc, im.position limit 1)`,
    })
    .from(boards)
    .innerJoin(profiles, eq(profiles.id, boards.ownerId))
    .where(
      sql`${boards.ownerId} = ${userId} or exists (select 1 from board_members m
        where m.board_id = ${boards.id} and m.user_id = ${userId})`,
    )
    .orderBy(sql`${boards.updatedAt} desc`, boards.id);
}

/** Who the board belongs to and whether `userId` was invited; null when there is no such board. */
export async function findBoardAccess(db: Executor, boardId: string, userId: string) {
  const [row] = await db
    .select({
      id: boards.id,
      name: boards.name,
      ownerId: boards.ownerId,
      ownerName: personName,
      shareToken: boards.shareToken,
      member: sql<boolean>`exists (select 1 from board_members m where m.board_id = ${boards.id}
        and m.user_id = ${userId})`,
    })
    .from(boards)
    .innerJoin(profiles, eq(profiles.id, boards.ownerId))
    .where(eq(boards.id, boardId));
  return row ?? null;
}
export type BoardAccess = NonNullable<Awaited<ReturnType<typeof findBoardAccess>>>;

export async function findBoardByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: boards.id, name: boards.name, ownerFirstName: profiles.firstName })
    .from(boards)
    .innerJoin(profiles, eq(profiles.id, boards.ownerId))
    .where(eq(boards.shareToken, token));
  return row ?? null;
}

export async function countBoardsOf(tx: Tx, ownerId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(eq(boards.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertBoard(tx: Tx, ownerId: string, name: string) {
  const [row] = await tx.insert(boards).values({ ownerId, name }).returning({ id: boards.id });
  if (!row) throw new Error('Inserting a board returned no row');
  return row.id;
}

export async function updateBoard(
  db: Executor,
  boardId: string,
  fields: { name?: string; shareToken?: string | null },
) {
  await db
    .update(boards)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(boards.id, boardId));
}

export async function deleteBoard(db: Executor, boardId: string) {
  await db.delete(boards).where(eq(boards.id, boardId));
}

/** The board's listings in the order they were saved, with notes; removed listings are left out. */
export async function findItems(db: Executor, boardId: string) {
  return db
    .select({ locationId: boardItems.locationId, note: boardItems.note })
    .from(boardItems)
    .innerJoin(locations, eq(locations.id, boardItems.locationId))
    .where(and(eq(boardItems.boardId, boardId), isNull(locations.deletedAt)))
    .orderBy(asc(boardItems.createdAt), asc(boardItems.locationId));
}

export async function isLiveListing(db: Executor, locationId: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)));
  return row !== undefined;
}

export async function countItems(db: Executor, boardId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boardItems)
    .where(eq(boardItems.boardId, boardId));
  return row?.n ?? 0;
}

/** Saves the listing on the board, or replaces its note when it is there already. */
export async function upsertItem(db: Executor, boardId: string, locationId: string, note: string) {
  await db
    .insert(boardItems)
    .values({ boardId, locationId, note })
    .onConflictDoUpdate({ target: [boardItems.boardId, boardItems.locationId], set: { note } });
  await db.update(boards).set({ updatedAt: sql`now()` }).where(eq(boards.id, boardId));
}

export async function hasItem(db: Executor, boardId: string, locationId: string) {
  const [row] = await db
    .select({ id: boardItems.locationId })
    .from(boardItems)
    .where(and(eq(boardItems.boardId, boardId), eq(boardItems.locationId, locationId)));
  return row !== undefined;
}

export async function deleteItem(db: Executor, boardId: string, locationId: string) {
  const rows = await db
    .delete(boardItems)
    .where(and(eq(boardItems.boardId, boardId), eq(boardItems.locationId, locationId)))
    .returning({ id: boardItems.locationId });
  return rows.length > 0;
}

/** The invited members, with emails (for the owner's eyes only: the service decides). */
export async function findMembers(db: Executor, boardId: string) {
  return db
    .select({ id: boardMembers.userId, name: personName, email: users.email })
    .from(boardMembers)
    .innerJoin(profiles, eq(profiles.id, boardMembers.userId))
    .innerJoin(users, eq(users.id, boardMembers.userId))
    .where(eq(boardMembers.boardId, boardId))
    .orderBy(asc(boardMembers.createdAt));
}

/** The account behind an email address, when it has a profile (a person who can sign in). */
export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

/** Adds the member; false when they were on the board already. */
export async function insertMember(db: Executor, boardId: string, userId: string) {
  const rows = await db
    .insert(boardMembers)
    .values({ boardId, userId })
    .onConflictDoNothing()
    .returning({ id: boardMembers.userId });
  return rows.length > 0;
}

export async function countMembers(db: Executor, boardId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boardMembers)
    .where(eq(boardMembers.boardId, boardId));
  return row?.n ?? 0;
}

export async function deleteMember(db: Executor, boardId: string, userId: string) {
  const rows = await db
    .delete(boardMembers)
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)))
    .returning({ id: boardMembers.userId });
  return rows.length > 0;
}

export async function findVotes(db: Executor, boardId: string) {
  return db
    .select({
      locationId: boardVotes.locationId,
      voterId: boardVotes.userId,
      voterName: personName,
      value: boardVotes.value,
    })
    .from(boardVotes)
    .innerJoin(profiles, eq(profiles.id, boardVotes.userId))
    .where(eq(boardVotes.boardId, boardId))
    .orderBy(asc(boardVotes.updatedAt));
}

export async function setVote(db: Executor, key: ItemKey, userId: string, value: 1 | -1 | null) {
  const where = and(
    eq(boardVotes.boardId, key.boardId),
    eq(boardVotes.locationId, key.locationId),
    eq(boardVotes.userId, userId),
  );
  if (value === null) {
    await db.delete(boardVotes).where(where);
    return;
  }
  await db
    .insert(boardVotes)
    .values({ ...key, userId, value })
    .onConflictDoUpdate({
      target: [boardVotes.boardId, boardVotes.locationId, boardVotes.userId],
      set: { value, updatedAt: sql`now()` },
    });
}

type ItemKey = { boardId: string; locationId: string };

export async function findComments(db: Executor, boardId: string) {
  return db
    .select({
      id: boardComments.id,
      locationId: boardComments.locationId,
      authorId: boardComments.authorId,
      authorName: personName,
      body: boardComments.body,
      createdAt: boardComments.createdAt,
    })
    .from(boardComments)
    .innerJoin(profiles, eq(profiles.id, boardComments.authorId))
    .where(eq(boardComments.boardId, boardId))
    .orderBy(asc(boardComments.createdAt), asc(boardComments.id));
}

export async function insertComment(db: Executor, key: ItemKey, authorId: string, body: string) {
  const [row] = await db
    .insert(boardComments)
    .values({ ...key, authorId, body })
    .returning({ id: boardComments.id, createdAt: boardComments.createdAt });
  if (!row) throw new Error('Inserting a comment returned no row');
  return row;
}

/** The viewer's own boards and which listings each holds: one query each, for every 'Saved' badge. */
export async function findSavedListings(db: Executor, ownerId: string) {
  const [owned, saved] = await Promise.all([
    db
      .select({ id: boards.id, name: boards.name })
      .from(boards)
      .where(eq(boards.ownerId, ownerId))
      .orderBy(sql`${boards.updatedAt} desc`, boards.id),
    db
      .select({ boardId: boardItems.boardId, locationId: boardItems.locationId })
      .from(boardItems)
      .innerJoin(boards, eq(boards.id, boardItems.boardId))
      .where(eq(boards.ownerId, ownerId)),
  ]);
  return { boards: owned, saved };
}
