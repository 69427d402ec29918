import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (apps/api) serves the built SPA and the API on one origin in production;
// in development Vite forwards these prefixes to it so cookies stay first-party.
const apiTarget = 'http://localhost:3000';
const serverPaths = ['/api', '/dev', '/uploads'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // Spec: a service worker registered at startup from /sw.js with scope /; src/lib registers it.
      filename: 'sw.js',
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
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // Server-owned paths must always reach the network: API answers, the dev mailbox and test
        // checkout, and uploaded files are never served from the app shell or a cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/uploads(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
