import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type AcceptedEmail = { to: string[]; subject: string };

/**
 * A mail provider on loopback that takes `delayMs` to accept each message (the scale-out test holds
 * email jobs in flight with it). A message counts as accepted only when its sender is still there
 * to hear the answer: a sender killed meanwhile never learnt it was sent, as with a real provider.
 */
export async function startSlowSmtpServer() {
  const accepted: AcceptedEmail[] = [];
  const gone = new Set<string>();
  const state = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        setTimeout(() => {
          if (gone.has(session.id)) return;
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    setDelay(ms: number) {
      state.delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
