import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseWriterCompiler } from './response-writer.ts';

const schema = z.object({ id: z.string(), cents: z.number().int(), note: z.string().nullable() });
const route = { schema, method: 'GET', url: '/example', httpStatus: '200' };

function writerFor(check: boolean, routeSchema: typeof route | { schema: z.ZodType } = route) {
  return responseWriterCompiler({ check })(routeSchema as never) as (data: unknown) => string;
}

describe('responseWriterCompiler', () => {
  it('writes only the fields the schema names, in production and in tests alike', () => {
    const answer = { id: 'a', cents: 150, note: null, passwordHash: 'secret' };
    for (const check of [false, true]) {
      expect(JSON.parse(writerFor(check)(answer))).toEqual({ id: 'a', cents: 150, note: null });
    }
  });

  it('refuses an answer of the wrong shape when checking, as the zod serializer did', () => {
    expect(() => writerFor(true)({ id: 'a', cents: 1.5, note: null })).toThrow(/serialize|Response/i);
  });

  it('falls back to the zod check for a schema JSON Schema cannot state', () => {
    const dated = { schema: z.object({ at: z.date() }) };
    expect(writerFor(false, dated)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    // Checked by zod even without `check`: no compiled writer would have stood for the schema.
    expect(() => writerFor(false, dated)({ at: 'not a date' })).toThrow();
  });
});

describe('responseWriterCompiler with unions', () => {
  it('writes a nullable amount whatever its float digits (multipleOf is zod’s to check)', () => {
    const money = z.number().multipleOf(0.01);
    const write = writerFor(true, { schema: z.object({ refund: money.nullable() }) });
    expect(write({ refund: 266.66 })).toBe('{"refund":266.66}');
    expect(write({ refund: null })).toBe('{"refund":null}');
  });
});
