import pg from 'pg';

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, for tests that start whole
 * SetSpot processes on it (the scale-out test): nothing is migrated here, the processes do that.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'setspot_scale') {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return {
    name,
    url: url.toString(),
    query: async <T = Record<string, unknown>>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    drop: async () => {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type ScratchDatabase = Awaited<ReturnType<typeof createScratchDatabase>>;
