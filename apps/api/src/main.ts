import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './modules/demo/demo.service.ts';

async function main() {
  const config = loadConfig();
  const { app, deps } = await buildApp({ config });
  if (config.seedDemo) await seedDemoData(deps);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`SetSpot is running at ${config.publicUrl}`);
  if (config.devRoutes) app.log.info(`Dev mailbox: ${config.publicUrl}/dev/mailbox`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
