import type { Message } from '@setspot/domain/messages/message-schemas';
import { eventually } from './checks.ts';
import { getJson } from './http.ts';
import { openSseReader } from './sse-reader.ts';

/**
 * One browser tab of a signed-in person, as the web client behaves (features/messaging/api/
 * message-stream.ts): it holds GET /api/messages/stream, takes in each `message` event, and after a
 * reconnect (`ready` again) or a `resync` refetches the open thread; what it shows is merged by id.
 * The stream has no event ids to resume from, so the refetch is how it catches up.
 */
export async function openMessageTab(options: {
  publicUrl: string;
  cookie: string;
  /** The other party of the open thread. */
  otherUserId: string;
  /** Only these messages count (those of this run). */
  counts: (message: Message) => boolean;
}) {
  const { publicUrl, cookie, counts } = options;
  /** Ids in the order the stream delivered them, over all its connections. */
  const streamed: string[] = [];
  /** What the thread on screen holds. */
  const shown = new Map<string, Message>();
  const refetches: Promise<void>[] = [];
  let refetchFailures = 0;
  let readies = 0;

  const refetchThread = async () => {
    const thread = await getJson<{ messages: Message[] }>(
      `${publicUrl}/api/messages?userId=${options.otherUserId}`,
      cookie,
    ).catch(() => null);
    if (thread?.status !== 200) {
      refetchFailures++;
      return;
    }
    for (const m of thread.body.messages.filter(counts)) shown.set(m.id, m);
  };

  const reader = openSseReader(
    `${publicUrl}/api/messages/stream`,
    { cookie },
    {
      onEvent: (event) => {
        if (event.event === 'ready' && readies++ > 0) refetches.push(refetchThread());
        if (event.event === 'resync') refetches.push(refetchThread());
        if (event.event !== 'message') return;
        const { message } = JSON.parse(event.data) as { message: Message };
        if (!counts(message)) return;
        streamed.push(message.id);
        shown.set(message.id, message);
      },
    },
  );
  if (!(await eventually(async () => readies > 0, 15_000, 50))) {
    await reader.stop();
    throw new Error('The message stream did not open through nginx');
  }

  return {
    streamed,
    connections: reader.connections,
    /** The thread's messages in the order the screen lists them (time, then id). */
    shownInOrder: () =>
      [...shown.values()]
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id))
        .map((m) => m.id),
    refetchFailures: () => refetchFailures,
    close: async () => {
      await reader.stop();
      await Promise.all(refetches);
    },
  };
}

export type MessageTab = Awaited<ReturnType<typeof openMessageTab>>;
