import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, type PageManifest } from '@setspot/domain/pages/page-manifest';
import type { Plugin } from 'vite';
import { pageRoutes } from './src/app/page-routes.ts';

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Writes dist/.vite/pages.json once the browser build is on disk (docs/decisions/0043): every page
 * route of src/app/page-routes.ts with the JavaScript files it loads besides the app shell, read from
 * Vite's own manifest. The API serves pages from that file alone, so it never names a source file of
 * the web app.
 */
export function pageManifest(shellEntry: string): Plugin {
  let outDir = '';
  return {
    name: 'setspot:page-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const vite: ViteManifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      );
      const entry = vite['index.html']?.file;
      if (!entry) throw new Error('The Vite manifest has no index.html entry');
      const jsOf = (keys: string[]) => {
        const seen = new Set<string>();
        for (const key of keys) closure(vite, key, seen);
        return [...seen]
          .map((key) => vite[key]?.file ?? '')
          .filter((file) => file.endsWith('.js') && file !== entry);
      };
      const shell = jsOf([shellEntry]);
      const manifest: PageManifest = {
        entry,
        shell,
        routes: pageRoutes.map((route) => {
          const modules = [...(route.layout ? [route.layout] : []), route.module, ...(route.preload ?? [])];
          for (const key of modules)
            if (!vite[key]) throw new Error(`${key} (page ${route.path}) is not in the Vite manifest`);
          return {
            path: route.path,
            drawn: route.drawn ?? false,
            ...(route.drawnSignedIn ? { drawnSignedIn: true } : {}),
            ...(route.readerDays ? { readerDays: true } : {}),
            index: route.index ?? false,
            signedIn: route.signedIn ?? false,
            ...(route.meta ? { meta: route.meta } : {}),
            data: route.data ?? [],
            ...(route.leadImage ? { leadImage: route.leadImage } : {}),
            chunks: jsOf(modules).filter((file) => !shell.includes(file)),
          };
        }),
      };
      fs.writeFileSync(path.join(outDir, PAGE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

function closure(vite: ViteManifest, key: string, seen: Set<string>) {
  if (seen.has(key) || !vite[key]) return;
  seen.add(key);
  for (const imported of vite[key].imports ?? []) closure(vite, imported, seen);
}
