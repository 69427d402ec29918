import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from './preact-aliases.ts';
import { appShellChunk } from './shell-chunk.ts';

// The API server (apps/api) serves the built SPA and the API on one origin in production;
// in development Vite forwards these prefixes to it so cookies stay first-party.
const apiTarget = 'http://localhost:3000';
const serverPaths = ['/api', '/dev', '/uploads'];

// The app shell in one chunk, the page entry's own modules in another (shell-chunk.ts).
const shell = appShellChunk('src/main.tsx', 'src/app/app.tsx');

// `vite build --ssr` makes the server's first-paint renderer (src/ssr/render-page.tsx, ADR 0022):
// no styles, no service worker, into dist-ssr beside the browser's dist.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preactAliases },
  plugins: isSsrBuild ? [jsx()] : [...browserPlugins(), shell.plugin],
  // Bundled whole, so that the libraries' own imports of react reach Preact too (one renderer).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // index.html names only its entry: the entry's own chunk (`startup`) is fetched once the entry
        // runs, after the first paint, rather than competing with what paints the page (ADR 0022).
        modulePreload: {
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

/**
 * JSX for Preact through its React API. React Fast Refresh cannot refresh Preact components, so in
 * development an edited module reloads the page instead of keeping stale components on screen.
 */
function jsx() {
  return react({ refreshExclude: /./ });
}

function browserPlugins() {
  return [
    jsx(),
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
