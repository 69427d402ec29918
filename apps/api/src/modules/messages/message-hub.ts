import type { ServerResponse } from 'node:http';
import { STREAM_EVENTS } from '@setspot/domain/messages/stream-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Subscription } from '../../db/listen.ts';
import { type MessageNotice, parseNotice, toMessage } from './message-view.ts';
import { findMessage, MESSAGE_CHANNEL } from './messages.repository.ts';

const HEARTBEAT_MS = 25_000;
/** What a browser waits before reconnecting after the server ended its stream (shutdown). */
export const RECONNECT_HINT_MS = 1000;

export type MessageHub = {
  /** Keeps `res` open as the user's event stream until the client leaves or the server closes. */
  attach(userId: string, res: ServerResponse): void;
  /** Ends every open stream with a retry hint (graceful shutdown: clients reconnect elsewhere). */
  endStreams(): void;
  close(): Promise<void>;
  readonly size: number;
};

function frame(event: string, data: unknown) {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Realtime fan-out (docs/decisions/0014-messaging.md): every instance LISTENs on one channel; a
 * notification names a message (or read receipt) and its two parties, and the instance forwards it to
 * those parties' streams it holds, reading a new message once whatever the number of listeners.
 */
export async function createMessageHub(database: Database, log: FastifyBaseLogger): Promise<MessageHub> {
  const streams = new Map<string, Set<ServerResponse>>();
  let size = 0;

  const sendTo = (userIds: string[], text: string) => {
    for (const userId of new Set(userIds)) {
      for (const res of streams.get(userId) ?? []) res.write(text);
    }
  };
  const broadcast = (text: string) => {
    for (const set of streams.values()) for (const res of set) res.write(text);
  };

  /** The frame a notice becomes for its parties' streams (null: none held here, or the message is gone). */
  const frameFor = async (notice: MessageNotice): Promise<string | null> => {
    if (!notice.u.some((id) => streams.has(id))) return null;
    if (notice.t === 'r') {
      return frame(STREAM_EVENTS.read, {
        conversationId: notice.c,
        readerId: notice.r,
        ids: notice.ids,
        readAt: notice.at,
      });
    }
    const row = await findMessage(database.db, notice.id);
    return row ? frame(STREAM_EVENTS.message, { message: toMessage(row) }) : null;
  };

  // Lookups run at once, writes in notification (commit) order: a slow lookup must not let a later
  // message overtake an earlier one on the stream.
  let written: Promise<unknown> = Promise.resolve();
  const subscription: Subscription = await database.listen(MESSAGE_CHANNEL, {
    onNotification: (payload) => {
      const notice = parseNotice(payload);
      if (!notice) return;
      const failed = (error: unknown) => {
        log.error({ err: error }, 'Message fan-out failed');
        return null;
      };
      const pending = frameFor(notice).catch(failed);
      written = written
        .then(async () => {
          const text = await pending;
          if (text) sendTo(notice.u, text);
        })
        .catch(failed);
    },
    // Notifications may have been missed: every client refetches what it shows.
    onGap: () => broadcast(frame(STREAM_EVENTS.resync, {})),
  });
  const heartbeat = setInterval(() => broadcast(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  const detach = (userId: string, res: ServerResponse) => {
    const set = streams.get(userId);
    if (!set?.delete(res)) return;
    size -= 1;
    if (set.size === 0) streams.delete(userId);
  };

  return {
    attach(userId, res) {
      const set = streams.get(userId) ?? new Set();
      set.add(res);
      streams.set(userId, set);
      size += 1;
      res.on('close', () => detach(userId, res));
      res.write(`retry: 3000\n${frame(STREAM_EVENTS.ready, {})}`);
    },
    endStreams() {
      for (const [userId, set] of [...streams]) {
        for (const res of [...set]) {
          res.end(`retry: ${RECONNECT_HINT_MS}\n\n`);
          detach(userId, res);
        }
      }
    },
    async close() {
      clearInterval(heartbeat);
      await subscription.close();
    },
    get size() {
      return size;
    },
  };
}
