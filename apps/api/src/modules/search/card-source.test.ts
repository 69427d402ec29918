import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { type CardReader, createCardSource } from './card-source.ts';
import type { ChangedListings } from './live-search-index.ts';
import type { CardJson } from './search-answers.ts';

const cardOf = (id: string, edition = 1): CardJson => ({
  id,
  text: `{"id":"${id}","edition":${edition}}`,
  cutStart: 0,
  cutEnd: 0,
});

/** The index's side: an order to fill in, and changes announced as the live index announces them. */
function fakeFeed(order: string[]) {
  const listeners: ((changed: ChangedListings) => void)[] = [];
  return {
    version: 0,
    order,
    onChange(listener: (changed: ChangedListings) => void) {
      listeners.push(listener);
    },
    ready: async () => {},
    idsByRecommendation() {
      return this.order;
    },
    announce(changed: ChangedListings) {
      this.version++;
      for (const listener of listeners) listener(changed);
    },
  };
}

/** The database's side: the current edition of each listing, and every read made. */
function fakeDatabase(ids: string[]) {
  const editions = new Map(ids.map((id) => [id, 1]));
  const reads: string[][] = [];
  const read: CardReader = async (wanted) => {
    reads.push([...wanted]);
    await new Promise((resolve) => setImmediate(resolve));
    return wanted.flatMap((id) => {
      const edition = editions.get(id);
      return edition === undefined ? [] : [cardOf(id, edition)];
    });
  };
  return { editions, reads, read, readIds: () => reads.flat() };
}

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `listing-${String(i).padStart(3, '0')}`);
const deps = () => ({ db: {}, log: { warn: vi.fn() } }) as unknown as Pick<AppDeps, 'db' | 'log'>;
const editionsOf = (cards: CardJson[]) => cards.map((card) => JSON.parse(card.text).edition);

describe('card source', () => {
  it('fills the store in the recommended order, then answers pages without reading', async () => {
    const all = ids(120);
    const database = fakeDatabase(all);
    const source = createCardSource(deps(), fakeFeed(all), { readCards: database.read });
    await source.fill();
    expect(database.readIds()).toEqual(all);
    // Small batches, so that requests get turns of the event loop between them.
    expect(Math.max(...database.reads.map((batch) => batch.length))).toBeLessThanOrEqual(50);
    const page = await source.cardsOf(['listing-007', 'listing-100', 'listing-003']);
    expect(page.map((card) => card.id)).toEqual(['listing-007', 'listing-100', 'listing-003']);
    expect(database.readIds()).toHaveLength(120);
  });

  it('drops only the card of a changed listing, and reads it again when shown', async () => {
    const all = ids(20);
    const database = fakeDatabase(all);
    const feed = fakeFeed(all);
    const source = createCardSource(deps(), feed, { readCards: database.read });
    await source.fill();
    database.editions.set('listing-004', 2);
    feed.announce(['listing-004']);
    const page = await source.cardsOf(['listing-003', 'listing-004', 'listing-005']);
    expect(editionsOf(page)).toEqual([1, 2, 1]);
    expect(database.reads.at(-1)).toEqual(['listing-004']);
  });

  it('leaves out listings that are gone, and keeps the order asked for', async () => {
    const database = fakeDatabase(['a', 'c']);
    const source = createCardSource(deps(), fakeFeed([]), { readCards: database.read });
    expect((await source.cardsOf(['c', 'b', 'a'])).map((card) => card.id)).toEqual(['c', 'a']);
  });

  it('empties and refills the store from the new order when every listing changed', async () => {
    const database = fakeDatabase(ids(30));
    const feed = fakeFeed(ids(10));
    const source = createCardSource(deps(), feed, { readCards: database.read });
    await source.fill();
    for (const id of ids(30)) database.editions.set(id, 3);
    feed.order = ids(30).reverse();
    feed.announce('all');
    await source.fill();
    expect(database.readIds().slice(10)).toEqual(ids(30).reverse());
    // Refilled from the new order: the page itself needs no read.
    expect(editionsOf(await source.cardsOf(['listing-000', 'listing-029']))).toEqual([3, 3]);
    expect(database.readIds()).toHaveLength(40);
  });

  it('does not keep a card read while a change was announced', async () => {
    const database = fakeDatabase(['a']);
    const feed = fakeFeed([]);
    const source = createCardSource(deps(), feed, { readCards: database.read });
    const reading = source.cardsOf(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    // The change lands while the read is under way: the card read may be the old one.
    database.editions.set('a', 2);
    feed.announce(['a']);
    await reading;
    expect(editionsOf(await source.cardsOf(['a']))).toEqual([2]);
    expect(database.reads).toEqual([['a'], ['a']]);
  });

  it('stops filling at its byte budget and reads the other cards when they are shown', async () => {
    const all = ids(200);
    const database = fakeDatabase(all);
    const bytesPerCard = cardOf('listing-000').text.length + 100;
    const source = createCardSource(deps(), fakeFeed(all), {
      readCards: database.read,
      maxBytes: 60 * bytesPerCard,
    });
    await source.fill();
    expect(database.readIds().length).toBeLessThan(150);
    await source.cardsOf(['listing-199']);
    expect(database.reads.at(-1)).toEqual(['listing-199']);
  });

  it('stops filling when closed, and reports a failed fill without failing searches', async () => {
    const all = ids(500);
    const database = fakeDatabase(all);
    const source = createCardSource(deps(), fakeFeed(all), { readCards: database.read });
    const filling = source.fill();
    await new Promise((resolve) => setImmediate(resolve));
    await source.close();
    await filling;
    expect(database.readIds().length).toBeLessThan(500);

    const failing = deps();
    let broken = true;
    const flaky: CardReader = async (wanted) => {
      if (broken) throw new Error('connection lost');
      return wanted.map((id) => cardOf(id));
    };
    const recovering = createCardSource(failing, fakeFeed(all), { readCards: flaky });
    await recovering.fill();
    expect(failing.log.warn).toHaveBeenCalledOnce();
    broken = false;
    expect((await recovering.cardsOf(['listing-001'])).map((card) => card.id)).toEqual(['listing-001']);
  });
});
