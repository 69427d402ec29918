import { and, eq, exists, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, sessions, users } from '../../db/schema.ts';

/** The account with its profile; with a session token, only while that session is still live. */
export async function findCurrentUser(db: Db, userId: string, sessionToken?: string) {
  const liveSession = sessionToken
    ? exists(
        db
          .select({ one: sql`1` })
          .from(sessions)
          .where(
            and(
              eq(sessions.token, sessionToken),
              eq(sessions.userId, users.id),
              gt(sessions.expiresAt, sql`now()`),
            ),
          ),
      )
    : undefined;
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
    .where(and(eq(users.id, userId), liveSession));
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

const myProfileColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
  bio: profiles.bio,
  timezone: profiles.timezone,
  preferredContactMethod: profiles.preferredContactMethod,
  emailNotifications: profiles.emailNotifications,
  visibleEmail: profiles.visibleEmail,
  visiblePhone: profiles.visiblePhone,
  avatarUrl: profiles.avatarUrl,
  userType: profiles.userType,
  email: users.email,
  memberSince: users.createdAt,
};

/** The own profile with the account's email and creation time, or null without a profile. */
export async function findMyProfile(db: Db, userId: string) {
  const [row] = await db
    .select(myProfileColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export type MyProfileRow = NonNullable<Awaited<ReturnType<typeof findMyProfile>>>;

export type ProfileFields = {
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  timezone: string;
  preferredContactMethod: string;
  emailNotifications: boolean;
  visibleEmail: boolean;
  visiblePhone: boolean;
};

/** Writes the editable fields of one profile; false when there is none. */
export async function updateProfileFields(db: Db, userId: string, fields: ProfileFields) {
  const rows = await db
    .update(profiles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/**
 * Points the profile at a new avatar (or none) and answers the key stem of the one it replaced, so
 * the caller removes those files once this is committed. The row lock makes two uploads at once
 * take turns: each sees, and removes, the avatar the other one replaced.
 */
export async function swapAvatar(
  db: Db,
  userId: string,
  avatar: { url: string; key: string } | null,
): Promise<{ found: boolean; previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current) return { found: false, previousKey: null };
    await tx
      .update(profiles)
      .set({ avatarUrl: avatar?.url ?? null, avatarKey: avatar?.key ?? null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    return { found: true, previousKey: current.avatarKey };
  });
}
