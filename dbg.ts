import { spawn } from 'node:child_process';

const { DATABASE_URL: _s, ...env } = process.env;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  env: {
    ...env,
    DATA_DIR: '/tmp/dbgcrash2',
    PORT: '3996',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/tmp/nx',
    AUTH_RATE_LIMIT_MAX: '100000',
  },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  try {
    const r = await fetch('http://127.0.0.1:3996/api/health');
    console.log('health', r.status);
    break;
  } catch (e) {
    await new Promise((r) => setTimeout(r, 500));
  }
}
const t0 = Date.now();
const r = await fetch('http://127.0.0.1:3996/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: 'crash-1@example.com',
    password: 'Correct-Horse-Battery-9',
    name: 'C T',
    firstName: 'C',
    lastName: 'T',
    userType: 'filmmaker',
  }),
});
console.log('post', r.status, await r.text(), Date.now() - t0);
child.kill('SIGKILL');
