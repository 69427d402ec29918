// `npm run build`, in two lines of work that share this machine's cores (the first start
// after `npm ci` builds everything):
//   the browser's web app, compressed and measured against the JavaScript budget;
//   the server-side renderer of the first paint, then the compiled server (apps/api/dist).
// Either failing fails the build.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}`)),
    );
  });
}

const web = run('npm', ['run', 'build:browser', '--workspace', '@setspot/web']);
const server = run('npm', ['run', 'build:ssr', '--workspace', '@setspot/web']).then(() =>
  run('node', ['scripts/build-server.mjs']),
);
const outcomes = await Promise.allSettled([web, server]);
const failed = outcomes.find((outcome) => outcome.status === 'rejected');
if (failed) {
  console.error(failed.reason.message);
  process.exit(1);
}
