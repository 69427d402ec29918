import type { Message } from '@setspot/domain/messages/message-schemas';
import type { ScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { check, eventually, phase } from './checks.ts';
import { DEMO_FILMMAKER, DEMO_OWNER, DEMO_PASSWORD, signIn } from './http.ts';
import { type MessageTab, openMessageTab } from './message-tab.ts';

/** The owner's open tabs: each is one stream through nginx, landing on either instance. */
const TABS = 3;

/**
 * The open message stream across a rolling restart: the demo owner holds GET /api/messages/stream in
 * a few tabs through nginx while the demo filmmaker sends one message after another through nginx.
 * A stopping instance ends its streams with `retry:`; each tab waits that long, reconnects (to the
 * other instance) and refetches the thread, as the web client does. The second instance to stop
 * holds every stream by then, so each tab moves at least once. Every acknowledged message must reach
 * every tab once and in order, and no stream may repeat or reorder one.
 */
export async function watchMessageStream(options: { publicUrl: string; database: ScratchDatabase }) {
  const { publicUrl, database } = options;
  const [people] = await database.query<{ owner: string; filmmaker: string; location: string }>(
    `SELECT o.id AS owner, f.id AS filmmaker, l.id::text AS location
       FROM users o, users f, locations l
      WHERE o.email = $1 AND f.email = $2 AND l.owner_id = o.id
      ORDER BY l.created_at LIMIT 1`,
    [DEMO_OWNER, DEMO_FILMMAKER],
  );
  if (!people) throw new Error('The demo owner, filmmaker or listing is missing');
  const owner = await signIn(publicUrl, DEMO_OWNER, DEMO_PASSWORD);
  const filmmaker = await signIn(publicUrl, DEMO_FILMMAKER, DEMO_PASSWORD);
  if (owner.status !== 200 || filmmaker.status !== 200) throw new Error('Demo sign-in through nginx failed');

  const tag = `Scale stream ${Date.now()}`;
  const tabs = await Promise.all(
    Array.from({ length: TABS }, () =>
      openMessageTab({
        publicUrl,
        cookie: owner.cookie,
        otherUserId: people.filmmaker,
        counts: (m) => m.content.startsWith(tag),
      }),
    ),
  );

  /** Ids of the messages answered 201, in sending order (one at a time, so also commit order). */
  const acknowledged: string[] = [];
  const unacknowledged: string[] = [];
  let sending = true;
  const sender = (async () => {
    for (let n = 1; sending; n++) {
      try {
        const response = await fetch(`${publicUrl}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: publicUrl, cookie: filmmaker.cookie },
          body: JSON.stringify({
            receiverId: people.owner,
            locationId: people.location,
            content: `${tag} #${n}`,
          }),
        });
        const body = (await response.json().catch(() => null)) as { message?: Message } | null;
        if (response.status === 201 && body?.message) acknowledged.push(body.message.id);
        else unacknowledged.push(`${response.status} POST /api/messages`);
      } catch (error) {
        unacknowledged.push(`${(error as Error).message} POST /api/messages`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  return {
    /** Stops sending, lets the last messages arrive, closes the tabs and checks what each got. */
    finish: async () => {
      sending = false;
      await sender;
      const arrived = () => tabs.every((tab) => acknowledged.every((id) => tab.streamed.includes(id)));
      await eventually(async () => arrived(), 10_000, 100);
      await Promise.all(tabs.map((tab) => tab.close()));
      const stored = await database.query<{ id: string }>(
        `SELECT id::text FROM messages WHERE content LIKE $1 || '%' ORDER BY created_at, id`,
        [tag],
      );
      report(
        tabs,
        acknowledged,
        unacknowledged,
        stored.map((r) => r.id),
      );
    },
  };
}

function report(tabs: MessageTab[], acknowledged: string[], unacknowledged: string[], stored: string[]) {
  phase(`The open message stream across the rolling restart (${tabs.length} tabs of the owner)`);
  const onlyRefetched = tabs.map(
    (tab) => tab.shownInOrder().filter((id) => !tab.streamed.includes(id)).length,
  );
  console.log(
    `  ${acknowledged.length} messages acknowledged, ${unacknowledged.length} not ` +
      `(${unacknowledged.slice(0, 3).join('; ') || 'none'}); per tab, ` +
      `${tabs.map((tab) => tab.streamed.length).join(' / ')} arrived on the stream and ` +
      `${onlyRefetched.join(' / ')} only by the refetch after a reconnect`,
  );
  const moves = tabs.map((tab) => {
    const ends = tab.connections.filter((c) => c.end !== 'stopped');
    const gaps = ends.map((c) => {
      const next = tab.connections.find((n) => n.openedAt !== null && n.openedAt >= c.endedAt);
      return next?.openedAt ? next.openedAt - c.endedAt : null;
    });
    const ok = ends.length >= 1 && ends.every((c) => c.end === 'retry-hint') && !gaps.includes(null);
    const detail = ends.map((c, i) => `${c.end === 'retry-hint' ? c.detail : c.end}, back in ${gaps[i]} ms`);
    return { ok, detail: detail.join(', ') || 'never ended' };
  });
  check(
    'each stopping instance ended its streams with a retry hint; every tab reconnected through nginx',
    moves.every((m) => m.ok),
    moves.map((m) => m.detail).join('; '),
  );
  check(
    'no message arrived twice on a stream',
    tabs.every((tab) => new Set(tab.streamed).size === tab.streamed.length),
  );
  check(
    'messages arrived on each stream in the order they were sent',
    tabs.every((tab) => {
      const positions = tab.streamed.map((id) => acknowledged.indexOf(id)).filter((i) => i !== -1);
      return positions.every((p, i) => i === 0 || p > (positions[i - 1] as number));
    }),
  );
  check(
    'every refetch after a reconnect was answered',
    tabs.every((tab) => tab.refetchFailures() === 0),
  );
  const ackOrder = acknowledged.join();
  check(
    "each tab's thread shows every stored message once, in sending order",
    acknowledged.length > 0 &&
      tabs.every((tab) => {
        const shown = tab.shownInOrder();
        return (
          shown.join() === stored.join() &&
          shown.filter((id) => acknowledged.includes(id)).join() === ackOrder
        );
      }),
    `${acknowledged.length} acknowledged, ${stored.length} stored, ${tabs.map((t) => t.shownInOrder().length).join(' / ')} shown`,
  );
}
