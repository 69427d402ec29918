import pg from 'pg';

/** A LISTEN subscription; `close` ends it. */
export type Subscription = { close: () => Promise<void> };

export type ListenHandlers = {
  onNotification: (payload: string) => void;
  /**
   * The connection dropped, so notifications may have been missed: called when it is lost and again
   * once it listens anew. Subscribers treat both as "anything may have changed".
   */
  onGap: () => void;
};

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_DELAY_MS = 1000;

export function assertChannelName(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one could be handed to
 * someone else), reconnecting after a loss until closed.
 */
export async function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Subscription> {
  assertChannelName(channel);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    // Errors end the connection; 'end' below takes care of it.
    next.on('error', () => {});
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      handlers.onGap();
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => handlers.onGap(),
        () => !closed && scheduleReconnect(),
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
