type Waiting<Card> = {
  ids: readonly string[];
  resolve: (cards: Card[]) => void;
  reject: (error: unknown) => void;
};

// A page asks for 10 cards; 32 questions at once ask for 320. Larger unions are split.
const MAX_IDS_PER_QUERY = 500;

/**
 * Cards asked for by questions answered in the same turn of the event loop are fetched with one
 * query instead of one each (under load, each query's round trip, pool hand-over and
 * protocol work cost the server more than reading the rows). Each caller still gets its own cards
 * in the order of its ids; an id with no live listing is left out, as `load` leaves it out.
 */
export function batchCards<Card extends { id: string }>(
  load: (ids: readonly string[]) => Promise<Card[]>,
): (ids: readonly string[]) => Promise<Card[]> {
  let waiting: Waiting<Card>[] = [];

  function flush() {
    const batch = waiting;
    waiting = [];
    const unique = [...new Set(batch.flatMap((entry) => entry.ids))];
    const chunks: string[][] = [];
    for (let start = 0; start < unique.length; start += MAX_IDS_PER_QUERY)
      chunks.push(unique.slice(start, start + MAX_IDS_PER_QUERY));
    Promise.all(chunks.map(load)).then(
      (results) => {
        const byId = new Map(results.flat().map((card) => [card.id, card]));
        for (const entry of batch) entry.resolve(entry.ids.flatMap((id) => byId.get(id) ?? []));
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  }

  return (ids) => {
    if (ids.length === 0) return Promise.resolve([]);
    return new Promise<Card[]>((resolve, reject) => {
      // setImmediate runs after the I/O callbacks of this turn: every request read in it joins.
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ ids, resolve, reject });
    });
  };
}
