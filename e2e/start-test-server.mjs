// Starts SetSpot for the browser journeys on a fresh data folder with the demo data, and
// limits high enough that many sign-ins from one address do not trip the rate limiter.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    WRITE_RATE_LIMIT_PER_IP: '100000',
    WRITE_RATE_LIMIT_PER_USER: '10000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
