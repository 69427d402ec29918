// What other modules and the HTTP edge may use of auth (architecture section 4: one public file).
export { actorOf, requireActor, viewerOf } from './actor-guard.ts';
export type { Auth } from './create-auth.ts';
export { clearedSessionCookies, isCurrentPassword } from './current-password.ts';
export type { SessionEnds } from './session-ends.ts';
export { readSessionRenewingCache } from './session-user.ts';
