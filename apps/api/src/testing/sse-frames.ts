// Reading GET /api/messages/stream as a browser's EventSource would, for the API tests, the messaging
// benchmark and the scale-out test alike: one parser, so all three read the stream the same way.

/** One frame of a text/event-stream: its event name ('message' unless named), its data, a retry hint. */
export type SseFrame = { event: string; data: string | null; retry: number | null };

/** Parses one frame (the lines before a blank line); comments (heartbeats) carry no data. */
export function parseSseFrame(frame: string): SseFrame {
  let event = 'message';
  const data: string[] = [];
  let retry: number | null = null;
  for (const line of frame.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  return { event, data: data.length > 0 ? data.join('\n') : null, retry };
}

/** Reads a stream's body to its end, frame by frame; rejects when the connection breaks or is aborted. */
export async function readSseFrames(
  body: ReadableStream<Uint8Array>,
  onFrame: (frame: SseFrame) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let split = buffer.search(/\r?\n\r?\n/);
    while (split !== -1) {
      const frame = buffer.slice(0, split);
      buffer = buffer.slice(split).replace(/^\r?\n\r?\n/, '');
      onFrame(parseSseFrame(frame));
      split = buffer.search(/\r?\n\r?\n/);
    }
  }
}
