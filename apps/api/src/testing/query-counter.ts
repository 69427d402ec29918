import pg from 'pg';

/**
 * Counts every statement this process sends to a PostgreSQL server (benchmarks print database
 * queries per request from it). The pool, the LISTEN connections and Better Auth all go through
 * Client#query (Pool#query checks a client out and calls it), so this counts round trips. Call once,
 * before the database is opened; answers a function reading the count so far.
 */
export function countQueries(): () => number {
  let queries = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    queries++;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  return () => queries;
}
