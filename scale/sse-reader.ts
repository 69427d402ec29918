// A Server-Sent Events reader over fetch that behaves like a browser's EventSource: it honours the
// server's `retry:` hint, reconnects when the stream ends or breaks, and tells what happened to each
// connection, so the scale-out test can see a stream move from a stopping instance to another.

import { readSseFrames } from '../apps/api/src/testing/sse-frames.ts';

export type SseEvent = { event: string; data: string };

export type SseConnection = {
  /** How the connection ended: the server closed it (with or without a `retry:` in its last frame) or it broke. */
  end: 'retry-hint' | 'closed' | 'error' | 'stopped' | 'refused';
  detail: string;
  /** When the server answered 200 (null: refused) and when the connection ended (Date.now()). */
  openedAt: number | null;
  endedAt: number;
};

type Handlers = { onEvent: (event: SseEvent, connection: number) => void };

export function openSseReader(url: string, headers: Record<string, string>, handlers: Handlers) {
  const controller = new AbortController();
  const connections: SseConnection[] = [];
  let retryMs = 3000;
  let running = true;

  async function readOnce(connection: number): Promise<Pick<SseConnection, 'end' | 'detail' | 'openedAt'>> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'text/event-stream', ...headers },
        signal: controller.signal,
      });
    } catch (error) {
      return { end: running ? 'refused' : 'stopped', detail: (error as Error).message, openedAt: null };
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return { end: 'refused', detail: `status ${response.status}`, openedAt: null };
    }
    const openedAt = Date.now();
    let lastRetry: number | null = null;
    try {
      await readSseFrames(response.body, (frame) => {
        lastRetry = frame.retry;
        if (frame.retry !== null) retryMs = frame.retry;
        if (frame.data !== null) handlers.onEvent({ event: frame.event, data: frame.data }, connection);
      });
    } catch (error) {
      return { end: running ? 'error' : 'stopped', detail: (error as Error).message, openedAt };
    }
    return lastRetry === null
      ? { end: 'closed', detail: 'ended without a retry hint', openedAt }
      : { end: 'retry-hint', detail: `retry: ${lastRetry}`, openedAt };
  }

  const done = (async () => {
    for (let connection = 0; running; connection++) {
      const ended = await readOnce(connection);
      connections.push({ ...ended, endedAt: Date.now() });
      // As EventSource does: wait what the server asked for, then connect again.
      if (running) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    connections,
    retryMs: () => retryMs,
    stop: async () => {
      running = false;
      controller.abort();
      await done;
    },
  };
}
