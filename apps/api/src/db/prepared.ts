import { sql } from 'drizzle-orm';
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

/**
 * A LIMIT written into a prepared statement's text instead of bound as a parameter. With the limit
 * unknown, PostgreSQL's reusable plan reckons on 10 % of the rows, finds itself dearer than a plan
 * made for the value, and so plans every call afresh: the dashboard's latest listings were planned
 * on each of their 2,600 calls in bench:api (ADR 0033, tenth amendment). Drizzle's `.limit()` takes
 * SQL at run time though its type says number.
 */
export function fixedLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`A limit is a whole number of rows: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
