import { describe, expect, it } from 'vitest';
import { batchCards } from './card-batches.ts';

type Card = { id: string };

/** A loader that records every query and knows the listings `live`. */
function loader(live: readonly string[], fail = false) {
  const queries: string[][] = [];
  const load = async (ids: readonly string[]): Promise<Card[]> => {
    queries.push([...ids]);
    if (fail) throw new Error('database gone');
    // Like the card query: rows in no particular order, only the live ones.
    return [...ids]
      .reverse()
      .filter((id) => live.includes(id))
      .map((id) => ({ id }));
  };
  return { load, queries };
}

const ids = (cards: Card[]) => cards.map((card) => card.id);

describe('batchCards', () => {
  it('answers questions of the same turn with one query, each with its own cards in its order', async () => {
    const { load, queries } = loader(['a', 'b', 'c', 'd']);
    const cards = batchCards(load);
    const [first, second, empty] = await Promise.all([
      cards(['c', 'a', 'gone']),
      cards(['a', 'd']),
      cards([]),
    ]);
    expect(ids(first)).toEqual(['c', 'a']);
    expect(ids(second)).toEqual(['a', 'd']);
    expect(empty).toEqual([]);
    expect(queries).toEqual([['c', 'a', 'gone', 'd']]);
  });

  it('asks again for questions of a later turn', async () => {
    const { load, queries } = loader(['a', 'b']);
    const cards = batchCards(load);
    expect(ids(await cards(['a']))).toEqual(['a']);
    expect(ids(await cards(['b']))).toEqual(['b']);
    expect(queries).toEqual([['a'], ['b']]);
  });

  it('fails every question of a batch whose query failed, and recovers for the next', async () => {
    const broken = loader([], true);
    const cards = batchCards(broken.load);
    const outcomes = await Promise.allSettled([cards(['a']), cards(['b'])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(cards(['c'])).rejects.toThrow('database gone');
    expect(broken.queries).toEqual([['a', 'b'], ['c']]);
  });

  it('splits a large union into queries of at most 500 ids', async () => {
    const many = Array.from({ length: 1200 }, (_, n) => `id-${n}`);
    const { load, queries } = loader(many);
    const cards = batchCards(load);
    const pages = Array.from({ length: 120 }, (_, page) => many.slice(page * 10, page * 10 + 10));
    const answers = await Promise.all(pages.map((page) => cards(page)));
    expect(answers.map(ids)).toEqual(pages);
    expect(queries.map((query) => query.length)).toEqual([500, 500, 200]);
  });
});
