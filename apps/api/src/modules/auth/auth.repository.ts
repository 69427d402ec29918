import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client.ts';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema.ts';

/** Better Auth's tables, handed to its Drizzle adapter: the one way auth reaches the database. */
export function authDatabase(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      rateLimit: rateLimits,
      twoFactor: twoFactors,
    },
  });
}
