/** A drizzle database (client.ts's Db): typed by shape here, so client.ts can import this file. */
type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/** The effects waiting for each open transaction of a tracked database to commit. */
const waiting = new WeakMap<object, (() => void)[]>();
/** The database each open transaction of a tracked database belongs to. */
const databaseOfTransaction = new WeakMap<object, object>();

/**
 * The database handle `executor` runs on: itself unless it is a transaction of a tracked database.
 * For work after the commit, which cannot use the finished transaction.
 */
export function databaseOf<D extends object>(executor: D | object): D {
  return (databaseOfTransaction.get(executor) ?? executor) as D;
}

/**
 * Runs `effect` once what `executor` wrote is committed: at once for the database handle (each
 * statement commits alone), after COMMIT for a transaction of a database given to trackCommits, and
 * never when that transaction rolls back. A transaction nested in another (a savepoint) is not
 * tracked: its effect runs at once, before the outer one commits, so an effect must be safe to run
 * early (a worker woken too soon finds nothing and looks again at its next poll).
 */
export function afterCommit(executor: object, effect: () => void): void {
  const effects = waiting.get(executor);
  if (effects) effects.push(effect);
  else effect();
}

/**
 * Makes `db.transaction` run the effects its transaction asked for (afterCommit) once it has
 * committed. Telling another part of this process that a row exists (the job queue's wake-up) then
 * needs no NOTIFY inside the transaction, which would make PostgreSQL commit such transactions one
 * at a time (docs/decisions/0033).
 */
export function trackCommits<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db) as (
    work: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  const tracked = async (work: (tx: object) => Promise<unknown>, config?: unknown) => {
    const effects: (() => void)[] = [];
    const result = await transaction((tx) => {
      waiting.set(tx, effects);
      databaseOfTransaction.set(tx, db);
      return work(tx);
    }, config);
    for (const effect of effects) effect();
    return result;
  };
  db.transaction = tracked as D['transaction'];
  return db;
}
