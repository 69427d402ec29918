import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './modules/demo/demo.service.ts';
import { startUpLines } from './start-up-lines.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  // Migrations run inside buildApp, under the database's start-up lock (docs/decisions/0020).
  const { app, deps, lifecycle } = await buildApp({ config });
  // Instances started together seed once: the others wait for the lock, then find the users there.
  if (config.seedDemo) await deps.database.exclusive(() => seedDemoData(deps));
  await app.listen({ port: config.port, host: config.host });
  const memoryMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const startedMs = Math.round(performance.now() - started);
  for (const line of startUpLines(config, { startedMs, memoryMb })) app.log.info(line);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // Whatever hangs (a request that never ends, a stuck job), the process is gone in bounded time.
    setTimeout(() => {
      app.log.error(`Shutdown took longer than ${config.shutdown.timeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    lifecycle.startDraining();
    if (config.shutdown.delayMs > 0) await sleep(config.shutdown.delayMs);
    // Stops accepting, finishes the requests in flight, runs the close hooks (realtime streams,
    // jobs handed back), then closes the pools.
    await app.close();
    app.log.info('Shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
