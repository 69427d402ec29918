import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (data: unknown) => string;
type RouteSchema = Parameters<typeof checkedSerializerCompiler>[0];

/**
 * Keywords that check a value without changing how it is written. fast-json-stringify picks the
 * branch of a union (a nullable amount is `anyOf`) by validating the value, and its validator reads
 * `multipleOf: 0.01` in floating point: 266.66 "is not" a multiple and no branch matched. Checking is
 * zod's part (`check`); the writer keeps only the shape.
 */
const CHECKS_ONLY = new Set([
  'multipleOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
]);

function shapeOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOnly);
  if (node === null || typeof node !== 'object') return node;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Inside `properties` the keys are field names, which may be named like a keyword.
    if (key === 'properties' && value && typeof value === 'object') {
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, shapeOnly(field)]));
    } else if (!CHECKS_ONLY.has(key)) kept[key] = shapeOnly(value);
  }
  return kept;
}

/**
 * The writer fast-json-stringify compiles from a response's zod schema (Fastify's own serializer),
 * or null for a schema JSON Schema cannot state. It writes only the fields the schema names, as the
 * zod check did (a field a mapper adds by mistake is left out), but checks no types.
 */
function compiledWriter(schema: unknown): Write | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJsonStringify(shapeOnly(jsonSchema) as object) as Write;
  } catch {
    return null;
  }
}

/**
 * Writes answers with a writer compiled from each route's response schema instead of checking them
 * with zod and then JSON.stringify: a renter's list of 45 bookings took 1.3 ms of the server's one
 * core that way, and 0.3 ms compiled (ADR 0033, second amendment). With `check` (development and
 * tests) zod still checks every answer first, so a mapper that sends a wrong type fails its tests;
 * production skips that check. Compiled on a route's first answer, so start-up does not pay.
 */
export function responseWriterCompiler(options: { check: boolean }): typeof checkedSerializerCompiler {
  return (route: RouteSchema) => {
    const checked = checkedSerializerCompiler(route) as Write;
    let write: Write | null | undefined;
    return (data: unknown) => {
      if (write === undefined) write = compiledWriter(route.schema);
      if (write === null) return checked(data);
      if (options.check) checked(data);
      return write(data);
    };
  };
}
