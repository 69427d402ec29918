// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// built web app, once, at the highest levels. The API's static handler (preCompressed) sends the copy
// the browser accepts, so no request pays for compression (ADR 0018).
//
// Usage: node scripts/compress-web-build.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The async forms run on libuv's thread pool, so the files compress on every core at once.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|xml|txt)$/;
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 512;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, read by scripts, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const results = await Promise.all(
  [...files(dist)].map(async (file) => {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) return null;
    const [br, gz] = await Promise.all([
      brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    return { raw: bytes.length, brotli: br.length };
  }),
);
const done = results.filter((result) => result !== null);
const sum = (key) => done.reduce((total, result) => total + result[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${done.length} files: ${kb(sum('raw'))} -> ${kb(sum('brotli'))} brotli (and gzip beside it)`,
);
