// `npm run build` (after the web app): compiles the server into apps/api/dist so production runs
// plain `node apps/api/dist/main.js` with nothing transpiled at start (docs/decisions/0020).
// npm packages stay external (native sharp, PGlite's wasm files, ...); our own workspace package
// @setspot/domain, shipped as TypeScript source, is bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const outdir = path.join(api, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    main: path.join(api, 'src/main.ts'),
    migrate: path.join(api, 'src/migrate.ts'),
    'admin-cli': path.join(api, 'src/admin-cli.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@setspot/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The migrator reads its SQL files, and the demo seed its photos, next to the code that runs it
// (import.meta.dirname), which is dist/ once bundled.
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
fs.cpSync(path.join(api, 'src/modules/demo/photos'), path.join(outdir, 'photos'), { recursive: true });
console.log(`Server compiled to apps/api/dist in ${Date.now() - started} ms`);
