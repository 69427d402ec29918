import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/**
 * Starts one of the bench servers (bookings-server.ts, api-server.ts) as a child process with
 * `BENCH_LISTINGS` listings, and resolves with what it reports once ready. Its log lines are printed.
 * BENCH_CPU_PROFILE=dir writes a V8 CPU profile of the server there, to see where the time goes.
 */
export function forkBenchServer<Ready>(
  file: string,
  listingCount: number,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(path.join(import.meta.dirname, file), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : []),
    ],
    env: { ...process.env, BENCH_LISTINGS: String(listingCount) },
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; text?: string }) => {
      if (message.type === 'log') console.log(message.text);
      if (message.type === 'ready') resolve({ child, ready: message as Ready });
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code})`)));
  });
}
