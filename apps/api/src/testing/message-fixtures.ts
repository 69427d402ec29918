import type { FastifyInstance } from 'fastify';
import { get, post } from './booking-fixtures.ts';
import { readSseFrames } from './sse-frames.ts';

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
    if (!response.body) return;
    try {
      await readSseFrames(response.body, (frame) => {
        if (frame.retry !== null) retries.push(frame.retry);
        if (frame.data === null) return;
        const parsed = { event: frame.event, data: JSON.parse(frame.data) as unknown };
        events.push(parsed);
        for (const waiter of waiters.filter((w) => w.match(parsed))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(parsed);
        }
      });
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
