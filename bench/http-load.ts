import net from 'node:net';

/**
 * A small keep-alive HTTP/1.1 client over raw sockets, so the load generator costs the server's two
 * cores as little as possible and the trivial route's figure reflects the server, not the client.
 * Loopback only.
 */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: ((response: { status: number; body: Buffer }) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;

  constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    socket.on('error', (error) => this.failed?.(error));
    socket.on('close', () => this.failed?.(new Error('connection closed')));
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  get(path: string): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n`);
    });
  }

  close() {
    this.failed = null;
    this.socket.destroy();
  }

  private parse() {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end === -1 || !this.waiting) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.failed?.(new Error(`No content-length in response: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + 4 + Number(length);
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + 4, total);
    this.buffer = this.buffer.subarray(total);
    const done = this.waiting;
    this.waiting = null;
    done({ status, body });
  }
}

export type LoadResult = { latencies: number[]; errors: number; seconds: number; requests: number };

/** `clients` connections, each sending its next request as soon as the last answer arrived. */
export async function runLoad(options: {
  port: number;
  clients: number;
  nextPath: () => string | undefined;
  maxRequests: number;
  maxSeconds: number;
  onError?: (status: number, body: string) => void;
}): Promise<LoadResult> {
  const connections = await Promise.all(
    Array.from({ length: options.clients }, () => Connection.open(options.port)),
  );
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (sent < options.maxRequests && performance.now() < deadline) {
        const path = options.nextPath();
        if (path === undefined) break;
        sent++;
        const t0 = performance.now();
        const { status, body } = await connection.get(path);
        latencies.push(performance.now() - t0);
        if (status !== 200) {
          errors++;
          options.onError?.(status, body.toString('utf8').slice(0, 200));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  return { latencies, errors, seconds, requests: latencies.length };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summarize(result: LoadResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    requests: result.requests,
    errors: result.errors,
    rps: result.requests / result.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
