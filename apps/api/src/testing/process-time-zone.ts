import { afterAll, beforeAll } from 'vitest';

/**
 * Runs a test file's process in `timeZone` and restores it afterwards, so a test of dates in a
 * listing's zone shows that nothing leans on the zone the server itself runs in. Call at the top of
 * the file, before the hooks that start the app.
 */
export function inProcessTimeZone(timeZone: string) {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (original === undefined) Reflect.deleteProperty(process.env, 'TZ');
    else process.env.TZ = original;
  });
}
