// What other modules and the HTTP edge may use of profiles (DESIGN section 4: one public file).
export { findProfileType } from './profiles.repository.ts';
