import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Statement } from '../../db/client.ts';
import { type LedgerKind, ledgerEntries } from '../../db/schema.ts';

export type Leg = { account: string; amountCents: number; kind?: LedgerKind };

/** One movement's key and links, as insertMovement takes them. */
type MovementHead = {
  key: string;
  kind: LedgerKind;
  bookingId?: string | null;
  ownerId?: string | null;
  payoutId?: string | null;
};

/** A movement with its legs. */
export type Movement = { movement: MovementHead; legs: Leg[] };

/** The rows of a movement: its legs with an amount, each under the movement's key and links. */
function entriesOf(movement: MovementHead, legs: Leg[]) {
  return legs
    .filter((leg) => leg.amountCents !== 0)
    .map((leg) => ({
      movementKey: movement.key,
      kind: leg.kind ?? movement.kind,
      account: leg.account,
      amountCents: leg.amountCents,
      bookingId: movement.bookingId ?? null,
      ownerId: movement.ownerId ?? null,
      payoutId: movement.payoutId ?? null,
    }));
}

/**
 * Writes one movement: its legs (zero amounts left out) under one key. A key already written adds
 * nothing (a step repeated after a crash, or settled twice); the database refuses a movement that
 * does not sum to zero at commit, and any change to a written row (migration 0011).
 */
export async function insertMovement(executor: Executor, movement: MovementHead, legs: Leg[]): Promise<void> {
  const rows = entriesOf(movement, legs);
  if (rows.length === 0) return;
  await executor.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/**
 * Runs `guard` (a data-changing statement with RETURNING, not yet run) and writes `movements` in the
 * same statement, only when the guard returned a row; as insertMovement, a key already written adds
 * nothing. Answers the guard's rows, by column name. With nothing to write, runs the guard alone.
 */
export async function insertMovementsAfter(
  executor: Executor,
  guard: Statement,
  movements: Movement[],
): Promise<Record<string, unknown>[]> {
  const rows = movements.flatMap(({ movement, legs }) => entriesOf(movement, legs));
  if (rows.length === 0) return (await executor.execute(guard.getSQL())).rows;
  // Typed in VALUES: a parameter there has no column to take its type from.
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.movementKey}::text, ${row.kind}::text, ${row.account}::text, ${row.amountCents}::bigint, ${row.bookingId}::uuid, ${row.ownerId}::text, ${row.payoutId}::uuid)`,
    ),
    sql`, `,
  );
  const result = await executor.execute(sql`
    with guard as (${guard.getSQL()}),
    entries as (
      insert into ${ledgerEntries} (movement_key, kind, account, amount_cents, booking_id, owner_id, payout_id)
      select * from (values ${values}) as entry (movement_key, kind, account, amount_cents, booking_id, owner_id, payout_id)
       where exists (select 1 from guard)
      on conflict do nothing
    )
    select * from guard`);
  return result.rows;
}

/** The balance of one account: the sum of its entries. */
export async function accountBalance(executor: Executor, account: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}

/** What one booking left in one account (e.g. an owner's earnings from it). */
export async function bookingBalance(
  executor: Executor,
  bookingId: string,
  account: string,
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}
