import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints.ts';
import { pageManifest } from './page-manifest-plugin.ts';
import { appShellChunk } from './shell-chunk.ts';

// The API server (apps/api) serves the built SPA and the API on one origin in production;
// in development Vite forwards these prefixes to it so cookies stay first-party.
const apiTarget = 'http://localhost:3000';
const serverPaths = ['/api', '/dev', '/uploads'];

// React Router's package.json sends every import to its development build, which differs from its
// production build (dist/production, shipped beside it) only in ENABLE_DEV_WARNINGS: with it on, the
// shell carried the warnings' texts and checks to every user (1.7 KB, 0.5 KB gzipped). The production
// build, by its path, in the browser and in the server's renderer alike (they must draw the same).
const reactRouterDist = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// The app shell in one chunk, the page entry's own modules in another (shell-chunk.ts).
const shell = appShellChunk('src/main.tsx', 'src/app/app.tsx');

// `vite build --ssr` makes the server's first-paint renderer (src/ssr/render-page.tsx, ADR 0022):
// no styles, no service worker, into dist-ssr beside the browser's dist.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [...browserPlugins(), shell.plugin, compileHints(), pageManifest('src/app/app.tsx')],
  // zod without its eval probe, which the Content-Security-Policy refuses (src/lib/zod-without-eval.ts).
  resolve: isSsrBuild
    ? { alias: reactRouterProductionBuild }
    : {
        alias: [
          { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') },
          ...reactRouterProductionBuild,
        ],
      },
  // Bundled whole: the API server loads dist-ssr as one file, and React, React Router and the
  // libraries' own imports of react then meet one copy of React.
  ssr: { noExternal: true },
  // React's server renderer in the build's mode only (production unless asked), whatever NODE_ENV
  // the API server runs under: the browser's build is React's production build too.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // index.html names only its entry: the entry's own chunk (`startup`) is fetched once the entry
        // runs, after the first paint, rather than competing with what paints the page (ADR 0022).
        modulePreload: {
          // Every browser of Vite's default target but Safari 16 preloads modules itself; there a
          // route's files load one after another instead of together. 0.4 KB less on every page,
          // which the listing wizard needs to stay within its budget (ADR 0030).
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
            hostType === 'html' ? [] : deps,
        },
        rolldownOptions: {
          output: { codeSplitting: { groups: shell.groups } },
        },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
}));

function browserPlugins() {
  return [
    react(),
    tailwindcss(),
    VitePWA({
      // Spec: a service worker registered at startup from /sw.js with scope /; src/lib registers it.
      scope: '/',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'SetSpot',
        short_name: 'SetSpot',
        description: 'Find and book filming locations, or list your space for filmmakers.',
        theme_color: '#4338ca',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        // PNGs, not the SVG they are drawn from (scripts/make-icons.ts): Chrome draws an SVG icon
        // as a document of its own on the page's main thread (ADR 0028).
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      // Our own worker (src/service-worker/sw.ts, built to /sw.js) with the list of built files put in.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest}'],
      },
    }),
  ];
}
