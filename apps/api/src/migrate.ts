import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

// `npm run migrate`: applies the migrations and exits, for pipelines that migrate as a step of
// their own before rolling out instances (which would otherwise migrate at start, under the same lock).
const config = loadConfig();
const started = performance.now();
try {
  const database = await openDatabase(config.database);
  await database.close();
  console.log(`Database schema is current (${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
