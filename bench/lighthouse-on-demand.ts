import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse 13 (and the browser tools it brings) declares Node 22.19 or newer, while SetSpot supports
 * Node 20.19 and up: as a dev dependency it made every `npm ci` on Node 20 warn, for a tool that only
 * this benchmark uses (and that runs on Node 20 without trouble). So it is installed on first use,
 * pinned, into a cache folder of its own under node_modules, which `npm ci` removes with the rest.
 */
const VERSION = '13.5.0';
const cacheDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', `lighthouse-${VERSION}`);

/** The parts of Lighthouse's result (its `RunnerResult`) that bench:pages reads. */
export type LighthouseResult = {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
    environment: { benchmarkIndex: number };
  };
  artifacts: { Trace?: { traceEvents: unknown[] } };
};
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error' },
) => Promise<LighthouseResult | undefined>;

export async function loadLighthouse(): Promise<RunLighthouse> {
  const entry = path.join(cacheDir, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!fs.existsSync(entry)) {
    console.log(`Installing Lighthouse ${VERSION} for this benchmark into ${cacheDir} (once)...`);
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--engine-strict=false',
        `lighthouse@${VERSION}`,
      ],
      { cwd: cacheDir, stdio: 'inherit' },
    );
  }
  const module = (await import(pathToFileURL(entry).href)) as { default: RunLighthouse };
  return module.default;
}
