import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_TIME_ZONE, US_STATE_TIME_ZONES } from '@setspot/domain/listings/time-zones';
import { describe, expect, it } from 'vitest';

const migration = fs.readFileSync(
  path.join(import.meta.dirname, 'migrations/0004_booking_payments_jobs.sql'),
  'utf8',
);

describe('migration 0004 time zone backfill', () => {
  it('maps every state the way the API does', () => {
    const pairs = [...migration.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map(([, key, zone]) => [
      key,
      zone,
    ]);
    const expected = US_STATE_TIME_ZONES.flatMap(([code, name, zone]) => [
      [code, zone],
      [name.toUpperCase(), zone],
    ]);
    expect(pairs).toEqual(expected);
    expect(migration).toContain(`ELSE '${FALLBACK_TIME_ZONE}'`);
  });
});
