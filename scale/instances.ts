import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// SetSpot processes for the scale-out test and benchmark: the compiled server (`npm run build`), as
// production runs it, each logging JSON to a file of its own.

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/api/dist/main.js');

export type Exit = { code: number | null; signal: NodeJS.Signals | null; afterSignalMs: number | null };

export type Instance = {
  name: string;
  port: number;
  url: string;
  pid: number;
  logFile: string;
  /** The job queue's worker id starts with this: `locked_by` of the jobs this process holds. */
  workerPrefix: string;
  exited: Promise<Exit>;
  /** Sends the signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
  logLines: () => Record<string, unknown>[];
};

export function compiledServerExists() {
  return fs.existsSync(entry);
}

export function spawnInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}): Instance {
  const { name, port, logDir } = options;
  const logFile = path.join(logDir, `${name}-${port}-${Date.now()}.log`);
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_FORMAT: 'json',
      ...options.env,
    },
  });
  fs.closeSync(out);
  let signalledAt: number | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) =>
      resolve({ code, signal, afterSignalMs: signalledAt === null ? null : Date.now() - signalledAt }),
    );
  });
  const pid = child.pid ?? -1;
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid,
    logFile,
    workerPrefix: `${pid}-`,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        signalledAt = Date.now();
        child.kill(signal);
      }
      return exited;
    },
    logLines: () =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Resolves when the instance answers ready; throws with the end of its log when it exits first. */
export async function waitUntilReady(instance: Instance, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | null = null;
  void instance.exited.then((e) => {
    exit = e;
  });
  while (Date.now() < deadline) {
    if (exit) break;
    try {
      const response = await fetch(`${instance.url}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrating, seeding or waiting for the start-up lock.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const tail = fs.readFileSync(instance.logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`${instance.name} (port ${instance.port}) did not become ready:\n${tail}`);
}

export async function startInstances(
  list: { name: string; port: number; env: Record<string, string> }[],
  logDir: string,
) {
  const instances = list.map((options) => spawnInstance({ ...options, logDir }));
  await Promise.all(instances.map((instance) => waitUntilReady(instance)));
  return instances;
}

/**
 * A rolling restart as a deploy does it: one instance at a time gets SIGTERM, and its replacement
 * (same port, `env`) must be ready before the next one goes.
 */
export async function rollingRestart(
  instances: Instance[],
  env: Record<string, string>,
  logDir: string,
  /** A moment for the new instance to warm up (search index, connections) before the next goes. */
  settleMs = 2000,
) {
  const replaced: Instance[] = [];
  const exits: Exit[] = [];
  for (const old of instances) {
    exits.push(await old.stop('SIGTERM'));
    const fresh = spawnInstance({ name: old.name, port: old.port, env, logDir });
    await waitUntilReady(fresh);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    replaced.push(fresh);
  }
  return { instances: replaced, exits };
}
