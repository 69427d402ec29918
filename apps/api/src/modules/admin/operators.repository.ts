import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorRoles, users } from '../../db/schema.ts';

/**
 * The admin role and whether two-factor sign-in is on, in one primary-key lookup; null without the role.
 * Never cached: a revoke holds from the next request.
 */
export async function operatorAccess(
  db: Executor,
  userId: string,
): Promise<{ twoFactorEnabled: boolean } | null> {
  const [row] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(operatorRoles)
    .innerJoin(users, eq(users.id, operatorRoles.userId))
    .where(eq(operatorRoles.userId, userId));
  return row ?? null;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/** Grants the role (again is a no-op); `grantedBy` says who: 'cli' or 'demo-seed'. */
export async function grantRole(db: Executor, userId: string, grantedBy: string): Promise<boolean> {
  const rows = await db
    .insert(operatorRoles)
    .values({ userId, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: operatorRoles.userId });
  return rows.length > 0;
}

export async function revokeRole(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(operatorRoles)
    .where(eq(operatorRoles.userId, userId))
    .returning({ userId: operatorRoles.userId });
  return rows.length > 0;
}
