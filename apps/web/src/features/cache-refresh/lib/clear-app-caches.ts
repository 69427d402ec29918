/**
 * Drops everything the browser keeps of the app (Cache Storage and the service worker) so the
 * next load fetches the newest build from the server. The worker registers itself again at startup.
 */
export async function clearAppCaches(): Promise<void> {
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}
