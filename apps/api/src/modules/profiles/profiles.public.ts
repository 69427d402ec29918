// What other modules and the HTTP edge may use of profiles (architecture section 4: one public file).

export { type CurrentUserCache, createCurrentUserCache } from './current-user-cache.ts';
export { profileType } from './profiles.service.ts';
