import {
  type LocationCard,
  type LocationSearchPage,
  locationCardSchema,
  locationSearchPageSchema,
} from '@setspot/domain/listings/location-views';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/** Who an answer is written for: members see a card's street address and zip, visitors do not. */
export type Viewer = 'member' | 'visitor';

/**
 * The same answer for each kind of caller, as the JSON text sent: each copy is put together from
 * the cards' text when first asked for (a question is mostly asked by one kind of caller only).
 * Text, not bytes: a string lives in V8's own heap and is written to the socket as it is, while
 * every Buffer of an answer was memory outside it, and V8 starts a full garbage collection for each
 * 64 MB of that (pauses of 10 to 20 ms under the search benchmark's cold load).
 */
export class Answers {
  private readonly written: Partial<Record<Viewer, string>> = {};

  constructor(
    private readonly cards: readonly CardJson[],
    private readonly close: string,
  ) {}

  get member(): string {
    return this.view('member');
  }

  get visitor(): string {
    return this.view('visitor');
  }

  /** About what both copies take, for the answer cache's budget (UTF-16 at worst). */
  get bytes(): number {
    let length = ITEMS_OPEN.length + this.cards.length + this.close.length;
    for (const card of this.cards) length += card.text.length;
    return 4 * length;
  }

  private view(view: Viewer): string {
    this.written[view] ??= withItems(this.cards, view, this.close);
    return this.written[view];
  }
}

/**
 * A listing card written once, as JSON text, for both kinds of caller: the member's copy, and the
 * span of it a visitor does not get (the address and zip, which the card's schema writes side by
 * side). Answers are put together from these. One copy with a cut, not two copies, so that the
 * server can keep every card of 100,000 listings in memory (card-source.ts).
 */
export type CardJson = { id: string; text: string; cutStart: number; cutEnd: number };

// Signed-out callers get neither the street address nor the zip (architecture section 2): their
// writer is built from a card schema without them, so it cannot write them.
const visitorCardSchema = locationCardSchema.omit({ address: true, zip: true });

/**
 * Writes a value as JSON with only the fields its schema names, in the schema's order: a field a
 * mapper adds by mistake is left out, as the schema check used to do (ADR 0008). Compiled from the
 * schema (fast-json-stringify, Fastify's own serializer) on first use, so start-up does not pay.
 * The values are typed by the mappers, and the tests hold the answers to the schema. Under the
 * search benchmark's cold load the zod check and two JSON.stringify calls per answer
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
const writePageCounts = compiledWriter(locationSearchPageSchema.omit({ items: true, pins: true }));

export function cardJson(card: LocationCard): CardJson {
  const member = flat(writeMemberCard(card));
  const visitor = writeVisitorCard(card);
  const cutStart = commonPrefixLength(member, visitor);
  const cutEnd = cutStart + member.length - visitor.length;
  // True as the schemas stand, and every search test passes through here: a schema that wrote the
  // address and zip apart would fail them all at once rather than send a visitor either.
  if (member.slice(cutEnd) !== visitor.slice(cutStart)) {
    throw new Error("A card's address and zip are no longer written side by side");
  }
  return { id: card.id, text: member, cutStart, cutEnd };
}

/**
 * The text as one piece: fast-json-stringify builds it of many (a tree of them), which every answer
 * made of a card would walk again, and which took four times the card's size to keep.
 */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

const ITEMS_OPEN = '{"items":[';

/** '{"items":[card,card,...' followed by `close`; a visitor's cards without the cut span. */
function withItems(cards: readonly CardJson[], view: Viewer, close: string): string {
  let text = ITEMS_OPEN;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (i > 0) text += ',';
    text += view === 'member' ? card.text : card.text.slice(0, card.cutStart) + card.text.slice(card.cutEnd);
  }
  return text + close;
}

/**
 * GET /api/locations: the page of cards, then its counts (written once for both callers), then the
 * map pins when asked for: the JSON text of their array, as the index keeps it (place-filter.ts).
 */
export function searchPageAnswers(
  cards: readonly CardJson[],
  counts: Omit<LocationSearchPage, 'items' | 'pins'>,
  pinsJson?: string,
): Answers {
  // '{"total":…}' without its opening brace continues the object the items began.
  const rest = writePageCounts(counts).slice(1);
  return new Answers(
    cards,
    `],${pinsJson === undefined ? rest : `${rest.slice(0, -1)},"pins":${pinsJson}}`}`,
  );
}

const FEATURED_CLOSE = ']}';

/** GET /api/locations/featured. */
export function featuredAnswers(cards: readonly CardJson[]): Answers {
  return new Answers(cards, FEATURED_CLOSE);
}
