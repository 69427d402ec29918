import type { FastifyInstance } from 'fastify';
import { get, post } from './booking-fixtures.ts';

/** The signed-in user's id. */
export async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await get(app, '/api/me', cookie);
  const id = res.json().user?.id as string | undefined;
  if (!id) throw new Error('Not signed in');
  return id;
}

export function sendMessageAs(
  app: FastifyInstance,
  cookie: string | undefined,
  body: { receiverId: string; content: string; bookingId?: string; locationId?: string },
) {
  return post(app, '/api/messages', cookie, body);
}

export type StreamEvent = { event: string; data: unknown };

/**
 * A real EventSource-like reader of GET /api/messages/stream over HTTP: collects events and lets a
 * test wait for the first one that matches.
 */
export async function openMessageStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let ended = false;
  const done = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          const retry = lines.find((l) => l.startsWith('retry: '))?.slice(7);
          if (retry) retries.push(Number(retry));
          if (!event || data === undefined) continue;
          const parsed = { event, data: JSON.parse(data) as unknown };
          events.push(parsed);
          for (const waiter of waiters.filter((w) => w.match(parsed))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(parsed);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    retries,
    get ended() {
      return ended;
    },
    /** Resolves with the first event (already received or coming) that matches. */
    next(match: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No such event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    /** Waits for the server to end the stream. */
    finished: () => done,
    close: () => controller.abort(),
  };
}

/** A message event about the message with this content. */
export const messageWith = (content: string) => (event: StreamEvent) =>
  event.event === 'message' && (event.data as { message: { content: string } }).message.content === content;
