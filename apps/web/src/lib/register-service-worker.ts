import { whenIdle } from './when-idle';

// Spec: a service worker is registered at startup from /sw.js with scope /. It only exists in
// builds (vite-plugin-pwa writes it to dist), so the dev server skips it.
//
// On install it downloads every built file (about 170) to work offline. Registered at the load event,
// those downloads ran beside the app taking over a server-drawn page (traces: from 0.3 to 1.8 s of a
// load whose takeover ends near 0.6 s), and the page's main thread waited for a core. So it waits for
// the load event, for the app to be ready (`appReady`), and for an idle moment.
export function registerServiceWorker(appReady: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Offline support is an extra; the app works without it.
      console.warn('Service worker registration failed', error);
    });
  };
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  void Promise.all([loaded, appReady]).then(() => whenIdle(register));
}
