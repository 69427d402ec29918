// The npm registry these machines reach serves only some platform builds of packages with
// per-platform binaries (biome, oxc-parser, ...), so `npm install` leaves the others out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an entry
// (name, version, os/cpu/libc; no resolved URL, like every entry here) for each missing
// optional platform package, so `npm ci` works here and on every other platform.
// Run it after changing dependencies: node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url).pathname;
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    pkgs[hoisted] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
function platformOf(name) {
  const n = name.split('/').pop();
  const os = [
    'win32',
    'darwin',
    'android',
    'freebsd',
    'openharmony',
    'linux',
    'netbsd',
    'openbsd',
    'sunos',
    'aix',
  ].find((o) => n.includes(o));
  if (!os) return null;
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el'].find((c) =>
    new RegExp(`(^|-)${c}(-|$)`).test(
      n.replace('-eabi', '').replace('gnueabihf', '').replace('musleabihf', ''),
    ),
  );
  const libc = /musl/.test(n) ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
