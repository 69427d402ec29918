import { DELETED_USER } from '@setspot/domain/messages/messaging-texts';

/** First and last name; 'Deleted user' once that person deleted their account. */
export function otherUserName(user: { firstName: string; lastName: string } | null): string {
  if (!user) return DELETED_USER;
  return `${user.firstName} ${user.lastName}`.trim() || 'SetSpot user';
}
