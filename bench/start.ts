import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * npm run bench:start [-- --port 3152] [--with-build]
 *
 * Times `npm start` to a healthy server (GET /api/health answers 200): on an empty data folder with
 * the web app built (first start: migrations and demo data), then again on the same folder (a
 * restart). With --with-build it first removes what `npm ci` would not leave (the web build, the
 * compiled server, the kept empty database), so the first start builds and creates everything, as
 * right after `npm ci`. Prints figures, asserts nothing.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '3152' }, 'with-build': { type: 'boolean', default: false } },
});
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // detached: npm and the server it starts form one process group, ended together below.
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'ignore', detached: true });
  try {
    while (performance.now() - started < 120_000) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('Not healthy within 120 s');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

async function main() {
  const loads = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
  console.log(`Start-up: npm start to a healthy server, ${os.cpus().length} cores, load average ${loads()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-start-'));
  try {
    if (values['with-build']) {
      // As right after `npm ci`: no web build, no compiled server, and no kept empty database
      // (docs/decisions/0024), which `npm ci` removes with the rest of node_modules.
      for (const built of ['apps/web/dist', 'apps/api/dist', 'node_modules/.cache/setspot'])
        fs.rmSync(path.join(root, built), { recursive: true, force: true });
    }
    const label = values['with-build']
      ? 'first start, web build included, no kept database'
      : 'first start, web app built';
    console.log(`  ${label}, empty data folder: ${((await timeStart(dataDir)) / 1000).toFixed(2)} s`);
    console.log(`  restart on the same data folder: ${((await timeStart(dataDir)) / 1000).toFixed(2)} s`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
