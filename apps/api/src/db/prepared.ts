import type { Db } from './client.ts';

/**
 * Statements prepared once per database (ADR 0033): `build` makes drizzle's `.prepare(name)` queries
 * the first time a database asks, and every later call gets the same ones. Drizzle then builds their
 * SQL once, and PostgreSQL plans each once per pooled connection (a named statement) instead of on
 * every request: a signed-in read twice to three times as fast in bench:api. Outside transactions
 * only: a transaction asks through its own executor. Raw SQL texts go by name through
 * named-statement.ts instead.
 */
export function preparedPerDatabase<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const prepared = new WeakMap<Db, Prepared>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = build(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
