import {
  featuredLocationsSchema,
  type LocationCard,
  locationCardSchema,
  locationSearchPageSchema,
} from '@setspot/domain/listings/location-views';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/** The same answer serialised once for each kind of caller. */
export type Answers = { member: string; visitor: string };

// Signed-out callers get neither the street address nor the zip (DESIGN section 2): their
// serializer is built from a card schema without them, so it cannot write them.
const visitorCardSchema = locationCardSchema.omit({ address: true, zip: true });

/**
 * Writes an answer as JSON with only the fields its schema names, in the schema's order: a field a
 * mapper adds by mistake is left out, as the schema check used to do (ADR 0008). Compiled from the
 * schema (fast-json-stringify, Fastify's own serializer) on first use, so start-up does not pay.
 * The values themselves are typed by the mappers, and the tests hold the answers to the schema.
 * Measured under the search benchmark's cold load (issue 12): the zod check and two
 * JSON.stringify calls were a fifth of a search's server time.
 */
function compiledWriter<T>(schema: z.ZodType<T>): (value: T) => string {
  let write: ((value: T) => string) | undefined;
  return (value) => {
    write ??= fastJsonStringify(z.toJSONSchema(schema, { io: 'output' }) as object) as (value: T) => string;
    return write(value);
  };
}

function answerWriters<T extends { items: LocationCard[] }>(
  memberSchema: z.ZodType<T>,
  visitorSchema: z.ZodType<unknown>,
): (value: T) => Answers {
  const member = compiledWriter(memberSchema);
  const visitor = compiledWriter(visitorSchema);
  return (value) => ({ member: member(value), visitor: visitor(value) });
}

/** GET /api/locations: the page of cards and its counts, for members and for visitors. */
export const searchPageAnswers = answerWriters(
  locationSearchPageSchema,
  locationSearchPageSchema.extend({ items: z.array(visitorCardSchema) }),
);

/** GET /api/locations/featured. */
export const featuredAnswers = answerWriters(
  featuredLocationsSchema,
  featuredLocationsSchema.extend({ items: z.array(visitorCardSchema) }),
);
