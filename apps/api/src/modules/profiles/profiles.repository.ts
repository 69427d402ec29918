import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

export async function findCurrentUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      userType: profiles.userType,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The account type of a profile, or null when the account has no profile. */
export async function findProfileType(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.userType ?? null;
}
