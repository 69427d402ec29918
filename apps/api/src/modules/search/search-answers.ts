import { type LocationCard, toVisitorCard } from '@setspot/domain/listings/location-views';
import type { z } from 'zod';

/** The same answer serialised once for each kind of caller. */
export type Answers = { member: string; visitor: string };

/**
 * Checked against its schema once, when computed (it also strips any field a mapper might add by
 * mistake); the visitor's copy is the same answer without address and zip (DESIGN section 2).
 *
 * `parse`, not `z.encode`: the card and page schemas hold no codecs, so both give the same value (a
 * test holds them to it), and zod compiles parse's object checks: a third of encode's time for a page
 * of 10 cards (35 against 110 µs, issue 12), on every search nobody asked before.
 */
export function serializeAnswers<T extends { items: LocationCard[] }>(
  schema: z.ZodType<T>,
  value: T,
): Answers {
  const checked = schema.parse(value);
  const visitor = { ...checked, items: checked.items.map(toVisitorCard) };
  return { member: JSON.stringify(checked), visitor: JSON.stringify(visitor) };
}
