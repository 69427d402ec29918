// What other modules and the HTTP edge may use of auth (architecture section 4: one public file).
export type { Auth } from './auth.ts';
export { clearedSessionCookies, isCurrentPassword } from './current-password.ts';
export type { SessionEnds } from './session-ends.ts';
