// Spec: a service worker is registered at startup from /sw.js with scope /. It only exists in
// builds (vite-plugin-pwa writes it to dist), so the dev server skips it.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Offline support is an extra; the app works without it.
      console.warn('Service worker registration failed', error);
    });
  };
  // Registering after load keeps the worker's precache downloads from competing with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
