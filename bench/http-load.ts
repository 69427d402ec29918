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
    return this.send({ method: 'GET', path });
  }

  send(request: LoadRequest): Promise<{ status: number; body: Buffer }> {
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    const headers = [
      `${request.method} ${request.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Accept: application/json',
      ...(request.cookie ? [`Cookie: ${request.cookie}`] : []),
      ...(request.body === undefined
        ? []
        : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]),
    ];
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
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

/** A request other than a plain GET: a method, a JSON body, a session cookie. */
export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: string };

export type LoadResult = {
  latencies: number[];
  errors: number;
  seconds: number;
  requests: number;
  /** How many answers had each status. */
  statuses: Map<number, number>;
};

/**
 * `clients` connections, each sending its next request as soon as the last answer arrived.
 *
 * `prime`: a request each connection sends once, untimed, before the clock starts, so that the
 * figures are of the requests and not of the server taking in a burst of new connections. libuv
 * accepts one connection per turn of the event loop (libuv PR 3696, in every Node.js from 18 on),
 * so when 32 clients connect at once to a busy server the 32nd is accepted some 30 turns later:
 * the first request of the late connections waited up to 250 ms for that alone.
 */
export async function runLoad(options: {
  port: number;
  clients: number;
  nextPath: () => string | LoadRequest | undefined;
  maxRequests: number;
  maxSeconds: number;
  prime?: string;
  onError?: (status: number, body: string) => void;
  /** Answers that count as success; 200 unless given (e.g. 201 and 409 for booking requests). */
  isOk?: (status: number) => boolean;
}): Promise<LoadResult> {
  const connections = await Promise.all(
    Array.from({ length: options.clients }, () => Connection.open(options.port)),
  );
  const { prime } = options;
  if (prime !== undefined) await Promise.all(connections.map((connection) => connection.get(prime)));
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const isOk = options.isOk ?? ((status: number) => status === 200);
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (sent < options.maxRequests && performance.now() < deadline) {
        const next = options.nextPath();
        if (next === undefined) break;
        sent++;
        const t0 = performance.now();
        const { status, body } = await (typeof next === 'string'
          ? connection.get(next)
          : connection.send(next));
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!isOk(status)) {
          errors++;
          options.onError?.(status, body.toString('utf8').slice(0, 200));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  return { latencies, errors, seconds, requests: latencies.length, statuses };
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
