import { userTypeSchema } from '@setspot/domain/auth/auth-schemas';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { PROFILE_NOT_SET_UP } from '@setspot/domain/listings/listing-texts';
import { contactMethodSchema, timezoneSchema } from '@setspot/domain/profiles/profile-option-schemas';
import type { MyProfile, ProfileUpdate } from '@setspot/domain/profiles/profile-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { findMyProfile, type MyProfileRow, updateProfileFields } from './profiles.repository.ts';

// The signed-in user's own profile (architecture section 6: self only). Every function takes the id of
// the session's user and nothing else, so nobody can name another person's profile.

export const profileMissing = refusal('not_found', PROFILE_NOT_SET_UP);

export function toMyProfile(row: MyProfileRow): MyProfile {
  return {
    ...row,
    // Rows written before these rules (or by hand) still read as the spec's defaults.
    timezone: timezoneSchema.catch('UTC').parse(row.timezone),
    preferredContactMethod: contactMethodSchema.parse(row.preferredContactMethod),
    userType: userTypeSchema.parse(row.userType),
    memberSince: row.memberSince.toISOString(),
  };
}

export async function getMyProfile(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Outcome<MyProfile>> {
  const row = await findMyProfile(deps.db, userId);
  return row ? success(toMyProfile(row)) : profileMissing;
}

export async function updateMyProfile(
  deps: Pick<AppDeps, 'db' | 'currentUsers'>,
  userId: string,
  update: ProfileUpdate,
): Promise<Outcome<MyProfile>> {
  if (!(await updateProfileFields(deps.db, userId, update))) return profileMissing;
  deps.currentUsers.forget(userId);
  return getMyProfile(deps, userId);
}
