import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { fixedLimit } from './prepared.ts';
import { locations } from './schema.ts';

describe('fixedLimit', () => {
  const db = drizzle.mock();
  const owned = (limit: number) =>
    db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.ownerId, sql.placeholder('ownerId')))
      .limit(limit)
      .toSQL();

  it('writes the limit into the statement, where a number is sent as a parameter', () => {
    expect(owned(fixedLimit(3)).sql).toMatch(/ limit 3$/);
    expect(owned(fixedLimit(3)).params).toHaveLength(1);
    expect(owned(3).sql).toMatch(/ limit \$2$/);
    expect(owned(3).params).toHaveLength(2);
  });

  it('refuses what is not a whole number of rows', () => {
    expect(() => fixedLimit(2.5)).toThrow('whole number');
    expect(() => fixedLimit(-1)).toThrow('whole number');
  });
});
