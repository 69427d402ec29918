import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

/** Whether the account is suspended (docs/decisions/0038-operators.md). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)));
  return row !== undefined;
}
