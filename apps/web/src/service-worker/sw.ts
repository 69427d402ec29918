import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// /sw.js (spec: registered at startup with scope /), built by vite-plugin-pwa's injectManifest:
// Vite builds this file and the plugin puts the list of built files where __WB_MANIFEST stands.
// Written here rather than generated, because generating it ran Babel and took 2.5 s of each build
// (a first start builds); it does what the generated worker did.

// The web app's TypeScript program has the DOM's types, not a worker's: what this file uses of the
// worker's global scope, spelled out.
type WorkerScope = {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<{ type?: string } | null>) => void): void;
};
const worker = self as unknown as WorkerScope;

// A page may ask a waiting new version to take over at once.
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// Spelled `self.__WB_MANIFEST` in the built file, which is what the plugin looks for.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// Server-owned paths must always reach the network: API answers, the dev mailbox and test checkout,
// and uploaded files are never served from the app shell or a cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/uploads(\/|$)/],
  }),
);
