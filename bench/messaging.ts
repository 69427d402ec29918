import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSseFrames } from '../apps/api/src/testing/sse-frames.ts';
import { createScratchDatabase } from '../apps/api/src/testing/test-database.ts';
import { percentile } from './http-load.ts';

/**
 * npm run bench:messaging [-- --listeners 500] [--messages 2000] [--concurrency 16]
 *
 * Realtime delivery across two server processes on one PostgreSQL database (made here, dropped
 * after; DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/postgres):
 * half the listeners (filmmakers) hold their SSE stream on process A, the other half (owners) on
 * process B. Filmmakers POST to A, owners answer through B; each message is timed from the start of
 * its POST to its arrival on the receiver's stream, which is always on the other process. Prints
 * p50/p95/p99 delivery latency and messages per second; asserts nothing.
 */
const { values } = parseArgs({
  options: {
    listeners: { type: 'string', default: '500' },
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const listeners = Number(values.listeners);
const total = Number(values.messages);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(listeners) || listeners < 2 || listeners % 2 !== 0)
  throw new Error('--listeners: an even number');
const pairs = listeners / 2;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Account = { id: string; cookie: string };
type Ready = { port: number; filmmakers?: Account[]; owners?: Account[] };

function startServer(databaseUrl: string, makePairs: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(path.join(import.meta.dirname, 'messaging-server.ts'), {
    // BENCH_CPU_PROFILE=dir writes a V8 CPU profile of each server there, as fork-bench-server.ts does.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_PAIRS: String(makePairs) },
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string } & Ready) => {
      if (message.type === 'ready') resolve({ child, ready: message });
    });
    child.once('exit', (code) => reject(new Error(`A bench server exited (${code})`)));
  });
}

/** One SSE listener: calls `onMessage(content)` for every message event it receives. */
async function listen(baseUrl: string, cookie: string, onMessage: (content: string) => void) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`Stream refused: ${response.status}`);
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const body = response.body;
  void readSseFrames(body, (frame) => {
    if (frame.event === 'ready') ready();
    if (frame.event !== 'message' || frame.data === null) return;
    onMessage((JSON.parse(frame.data) as { message: { content: string } }).message.content);
  }).catch(() => {
    // Closed at the end of the run.
  });
  await isReady;
  return () => controller.abort();
}

async function main() {
  const scratch = await createScratchDatabase(serverUrl, 'setspot_bench_msg');
  const { name } = scratch;
  const url = scratch.url;
  const children: ChildProcess[] = [];
  const closers: (() => void)[] = [];
  try {
    console.log(
      `Messaging: ${listeners} SSE listeners on two server processes, one PostgreSQL database (${name})`,
    );
    const setupStart = performance.now();
    const a = await startServer(url, pairs);
    children.push(a.child);
    const b = await startServer(url, 0);
    children.push(b.child);
    const filmmakers = a.ready.filmmakers ?? [];
    const owners = a.ready.owners ?? [];
    console.log(
      `  ${pairs} filmmakers and ${pairs} owners signed in in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
    );
    const urlA = `http://127.0.0.1:${a.ready.port}`;
    const urlB = `http://127.0.0.1:${b.ready.port}`;

    const posted = new Map<string, number>();
    const latencies: number[] = [];
    let duplicates = 0;
    const arrived = new Set<string>();
    let settle: () => void = () => {};
    const allArrived = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const onArrival = (receiverSide: 'fm' | 'ow') => (content: string) => {
      // Each listener also hears its own sent messages; only the receiver's copy is timed.
      if (!content.startsWith(receiverSide === 'ow' ? 'to-ow' : 'to-fm')) return;
      if (arrived.has(content)) {
        duplicates += 1;
        return;
      }
      arrived.add(content);
      const start = posted.get(content);
      if (start !== undefined) latencies.push(performance.now() - start);
      if (arrived.size === total) settle();
    };
    const connectStart = performance.now();
    for (let i = 0; i < pairs; i += 50) {
      const batch = Array.from({ length: Math.min(50, pairs - i) }, (_, k) => i + k);
      closers.push(
        ...(await Promise.all(
          batch.flatMap((n) => [
            listen(urlA, filmmakers[n]?.cookie ?? '', onArrival('fm')),
            listen(urlB, owners[n]?.cookie ?? '', onArrival('ow')),
          ]),
        )),
      );
    }
    console.log(
      `  ${closers.length} listeners connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
    );

    // First a message from every filmmaker (A) to their owner, then owners answer through B, round robin.
    let next = 0;
    let failures = 0;
    const postTimes: number[] = [];
    const sendOne = async (n: number) => {
      const pair = n % pairs;
      const fromFilmmaker = n < pairs || n % 2 === 0;
      const sender = fromFilmmaker ? filmmakers[pair] : owners[pair];
      const receiver = fromFilmmaker ? owners[pair] : filmmakers[pair];
      const content = `${fromFilmmaker ? 'to-ow' : 'to-fm'} ${n}`;
      posted.set(content, performance.now());
      const res = await fetch(`${fromFilmmaker ? urlA : urlB}/api/messages`, {
        method: 'POST',
        headers: {
          cookie: sender?.cookie ?? '',
          'content-type': 'application/json',
          origin: 'http://127.0.0.1',
          // Each person from an address of their own (the servers trust the proxy header), as real
          // users are: one shared address would make every POST update one rate-limit row.
          'x-forwarded-for': `10.${fromFilmmaker ? 1 : 2}.${Math.floor(pair / 250)}.${(pair % 250) + 1}`,
        },
        body: JSON.stringify({ receiverId: receiver?.id, content }),
      });
      await res.arrayBuffer();
      postTimes.push(performance.now() - (posted.get(content) ?? 0));
      if (res.status !== 201) failures += 1;
    };
    const started = performance.now();
    // The first round opens every conversation before anyone answers.
    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= total) return;
        await sendOne(n);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const sentSeconds = (performance.now() - started) / 1000;
    await Promise.race([allArrived, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const seconds = (performance.now() - started) / 1000;

    const sorted = [...latencies].sort((x, y) => x - y);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `  sent ${total} messages with ${concurrency} senders in ${sentSeconds.toFixed(1)} s (${failures} failed POSTs)`,
    );
    console.log(`  delivered ${arrived.size} of ${total} across processes, ${duplicates} duplicates`);
    console.log(`  delivery latency, POST start to receipt on the other process:`);
    console.log(
      `    p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
    );
    const posts = [...postTimes].sort((x, y) => x - y);
    console.log(
      `  the POST itself (auth, limits, checks, insert, NOTIFY, commit): p50 ${ms(percentile(posts, 50))}  p95 ${ms(percentile(posts, 95))}`,
    );
    console.log(`  throughput: ${(arrived.size / seconds).toFixed(0)} messages/s delivered`);
  } finally {
    for (const close of closers) close();
    for (const child of children) child.disconnect();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
      ),
    );
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
