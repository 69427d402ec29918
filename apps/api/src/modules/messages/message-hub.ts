import type { ServerResponse } from 'node:http';
import { STREAM_EVENTS } from '@setspot/domain/messages/stream-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Subscription } from '../../db/listen.ts';
import type { SessionEnds } from '../auth/auth.public.ts';
import { decodeNotice, type MessageNotice } from './message-notices.ts';
import { toMessage } from './message-view.ts';
import { findMessage, MESSAGE_CHANNEL } from './messages.repository.ts';

const HEARTBEAT_MS = 25_000;
/** What a browser waits before reconnecting after the server ended its stream (shutdown). */
export const RECONNECT_HINT_MS = 1000;

export type MessageHub = {
  /**
   * Keeps `res` open as the user's event stream until the client leaves, the session it was opened
   * with ends, or the server closes.
   */
  attach(userId: string, sessionId: string, res: ServerResponse): void;
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
 *
 * A stream lasts no longer than the session it was opened with (ADR 0031): it ends when that session
 * is announced ended (sign-out, password change or reset, on any instance), and every
 * `sessionCheckMs` the sessions of all open streams are looked up, so one ended some other way (its
 * row deleted outright) is noticed as well.
 */
export async function createMessageHub(
  database: Database,
  log: FastifyBaseLogger,
  sessions: { ends: SessionEnds; checkEveryMs: number },
): Promise<MessageHub> {
  /** Open streams per user, each with the id of the session that opened it. */
  const streams = new Map<string, Map<ServerResponse, string>>();
  let size = 0;

  const sendTo = (userIds: string[], text: string) => {
    for (const userId of new Set(userIds)) {
      for (const res of streams.get(userId)?.keys() ?? []) res.write(text);
    }
  };
  const broadcast = (text: string) => {
    for (const set of streams.values()) for (const res of set.keys()) res.write(text);
  };

  /** The frame a notice becomes for its parties' streams (null: none held here, or the message is gone). */
  const frameFor = async (notice: MessageNotice): Promise<string | null> => {
    if (!notice.parties.some((id) => streams.has(id))) return null;
    if (notice.kind === 'read') {
      const { conversationId, readerId, ids, readAt } = notice;
      return frame(STREAM_EVENTS.read, { conversationId, readerId, ids, readAt });
    }
    const row = await findMessage(database.db, notice.messageId);
    return row ? frame(STREAM_EVENTS.message, { message: toMessage(row) }) : null;
  };

  // Lookups run at once, writes in notification (commit) order: a slow lookup must not let a later
  // message overtake an earlier one on the stream.
  let written: Promise<unknown> = Promise.resolve();
  const subscription: Subscription = await database.listen(MESSAGE_CHANNEL, {
    onNotification: (payload) => {
      const notice = decodeNotice(payload);
      if (!notice) return;
      const failed = (error: unknown) => {
        log.error({ err: error }, 'Message fan-out failed');
        return null;
      };
      const pending = frameFor(notice).catch(failed);
      written = written
        .then(async () => {
          const text = await pending;
          if (text) sendTo(notice.parties, text);
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
  /** Ends the streams of sessions that ended; the browser's reconnect is then refused (401). */
  const endSessions = (userId: string, ended: (sessionId: string) => boolean) => {
    for (const [res, sessionId] of [...(streams.get(userId) ?? [])]) {
      if (!ended(sessionId)) continue;
      res.end(frame(STREAM_EVENTS.ended, {}));
      detach(userId, res);
    }
  };
  const stopHearingEnds = sessions.ends.onEnd((end) => endSessions(end.userId, (id) => id === end.sessionId));

  let checking = false;
  const checkSessions = async () => {
    if (checking || size === 0) return;
    checking = true;
    try {
      const ids = [...new Set([...streams.values()].flatMap((set) => [...set.values()]))];
      const live = await sessions.ends.liveAmong(ids);
      const gone = new Set(ids.filter((id) => !live.has(id)));
      // Only sessions that were looked up: a stream opened meanwhile is not judged by this answer.
      if (gone.size > 0) for (const userId of [...streams.keys()]) endSessions(userId, (id) => gone.has(id));
    } catch (error) {
      log.error({ err: error }, 'Checking the sessions of message streams failed');
    } finally {
      checking = false;
    }
  };
  const sessionCheck = setInterval(() => void checkSessions(), sessions.checkEveryMs);
  sessionCheck.unref();

  return {
    attach(userId, sessionId, res) {
      const set = streams.get(userId) ?? new Map<ServerResponse, string>();
      set.set(res, sessionId);
      streams.set(userId, set);
      size += 1;
      res.on('close', () => detach(userId, res));
      res.write(`retry: 3000\n${frame(STREAM_EVENTS.ready, {})}`);
      // The session may have ended between the guard's check and now.
      void Promise.resolve(sessions.ends.hasEnded({ id: sessionId })).then(
        (ended) => ended && endSessions(userId, (id) => id === sessionId),
        () => undefined,
      );
    },
    endStreams() {
      for (const [userId, set] of [...streams]) {
        for (const res of [...set.keys()]) {
          res.end(`retry: ${RECONNECT_HINT_MS}\n\n`);
          detach(userId, res);
        }
      }
    },
    async close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      stopHearingEnds();
      await subscription.close();
    },
    get size() {
      return size;
    },
  };
}
