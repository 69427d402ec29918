import {
  type LocationCard,
  type LocationSearchPage,
  locationCardSchema,
  locationSearchPageSchema,
} from '@setspot/domain/listings/location-views';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * The same answer for each kind of caller, as the UTF-8 bytes sent: each copy is put together from
 * the cards' bytes when first asked for (a question is mostly asked by one kind of caller only).
 */
export class Answers {
  private readonly written: Partial<Record<keyof CardJson, Buffer>> = {};

  constructor(
    private readonly cards: readonly CardJson[],
    private readonly close: Buffer,
  ) {}

  get member(): Buffer {
    return this.view('member');
  }

  get visitor(): Buffer {
    return this.view('visitor');
  }

  /** About what both copies take, for the answer cache's budget (the cards' bytes are shared). */
  get bytes(): number {
    let bytes = 2 * (ITEMS_OPEN.length + this.cards.length + this.close.length);
    for (const card of this.cards) bytes += card.member.length + card.visitor.length;
    return bytes;
  }

  private view(view: keyof CardJson): Buffer {
    this.written[view] ??= withItems(this.cards, view, this.close);
    return this.written[view];
  }
}

/**
 * A listing card written once for each kind of caller; answers are put together from these. Kept as
 * bytes: the text fast-json-stringify builds is a chain of pieces, which every answer made of it
 * walked again (a tenth of a search's server time, issue 12), and bytes go to the socket as they are.
 */
export type CardJson = { member: Buffer; visitor: Buffer };

// Signed-out callers get neither the street address nor the zip (DESIGN section 2): their
// writer is built from a card schema without them, so it cannot write them.
const visitorCardSchema = locationCardSchema.omit({ address: true, zip: true });

/**
 * Writes a value as JSON with only the fields its schema names, in the schema's order: a field a
 * mapper adds by mistake is left out, as the schema check used to do (ADR 0008). Compiled from the
 * schema (fast-json-stringify, Fastify's own serializer) on first use, so start-up does not pay.
 * The values are typed by the mappers, and the tests hold the answers to the schema. Under the
 * search benchmark's cold load (issue 12) the zod check and two JSON.stringify calls per answer
 * were a fifth of a search's server time.
 */
function compiledWriter<T>(schema: z.ZodType<T>): (value: T) => string {
  let write: ((value: T) => string) | undefined;
  return (value) => {
    write ??= fastJsonStringify(z.toJSONSchema(schema, { io: 'output' }) as object) as (value: T) => string;
    return write(value);
  };
}

const writeMemberCard = compiledWriter(locationCardSchema);
const writeVisitorCard = compiledWriter(visitorCardSchema);
const writePageCounts = compiledWriter(locationSearchPageSchema.omit({ items: true }));

export function cardJson(card: LocationCard): CardJson {
  return { member: Buffer.from(writeMemberCard(card)), visitor: Buffer.from(writeVisitorCard(card)) };
}

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** '{"items":[card,card,...' followed by `close`. */
function withItems(cards: readonly CardJson[], view: keyof CardJson, close: Buffer): Buffer {
  const parts: Buffer[] = [ITEMS_OPEN];
  for (const [i, card] of cards.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(card[view]);
  }
  parts.push(close);
  return Buffer.concat(parts);
}

/** GET /api/locations: the page of cards, then its counts (written once for both callers). */
export function searchPageAnswers(
  cards: readonly CardJson[],
  counts: Omit<LocationSearchPage, 'items'>,
): Answers {
  // '{"total":…}' without its opening brace continues the object the items began.
  return new Answers(cards, Buffer.from(`],${writePageCounts(counts).slice(1)}`));
}

const FEATURED_CLOSE = Buffer.from(']}');

/** GET /api/locations/featured. */
export function featuredAnswers(cards: readonly CardJson[]): Answers {
  return new Answers(cards, FEATURED_CLOSE);
}
