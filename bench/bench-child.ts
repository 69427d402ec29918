import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';

// The benchmarks run their server in a child process (so the load client does not share its event
// loop) and ask it for SQL, memory and plans over IPC. Both sides of that exchange live here.

let requestId = 0;

/** Asks the bench server child for something (`type`) and waits for its answer rows. */
export function askChild<T = Record<string, unknown>>(
  child: ChildProcess,
  type: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const id = ++requestId;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; id?: number; rows?: T[]; error?: string }) => {
      if (message.type !== 'sql' || message.id !== id) return;
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.rows ?? []);
    };
    child.on('message', onMessage);
    child.send({ type, id, text, params });
  });
}

/** In the child: when the parent goes away, close the server and database and remove the data folder. */
export function closeWhenParentLeaves(
  app: { close(): Promise<unknown> },
  database: { close(): Promise<void> },
  dataDir: string,
) {
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

/**
 * A bench server's configuration: a data folder of its own, no demo data, and rate limits far above
 * what the load sends, so the figures measure the work and not the limiter. `extra` adds or overrides.
 */
export function benchServerConfig(folderPrefix: string, extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const config = loadConfig({
    // 'test' keeps the built-in test payments on (production would need Stripe keys).
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Answers written as production writes them, without the tests' schema check.
    RESPONSE_CHECKS: 'false',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT_MAX: '100000',
    WRITE_RATE_LIMIT_PER_IP: '10000000',
    WRITE_RATE_LIMIT_PER_USER: '10000000',
    ...extra,
  });
  return { dataDir, config };
}
