/**
 * Runs `fn` with the process in another time zone (Node re-reads TZ when it changes), then restores
 * it. Tests use it to prove date rules do not lean on the zone the server or browser happens to run in.
 */
export function inProcessTimeZone<T>(zone: string, fn: () => T): T {
  const original = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (original === undefined) Reflect.deleteProperty(process.env, 'TZ');
    else process.env.TZ = original;
  }
}
