import { reportError } from './report-error';
import { showToast } from './toast';

const CHUNK_RELOAD_KEY = 'setspot.chunkReloadAt';
const CHUNK_RELOAD_COOLDOWN_MS = 30_000;

// Browser noise that is not a failure of ours.
const IGNORED_MESSAGES = [/ResizeObserver loop/i];

/** Product section 8: unhandled exceptions and rejections get a toast with a Retry action that reloads. */
function notifyUnexpectedError(): void {
  showToast((toast) =>
    toast.error('Something went wrong', {
      id: 'unexpected-error',
      description: 'We encountered an unexpected error. Please try again.',
      action: { label: 'Retry', onClick: () => window.location.reload() },
    }),
  );
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    if (IGNORED_MESSAGES.some((pattern) => pattern.test(event.message))) return;
    reportError(
      'unhandled-error',
      event.error ?? event.message,
      `${event.filename}:${event.lineno}:${event.colno}`,
    );
    notifyUnexpectedError();
  });

  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // Aborted requests (navigation away, React Query cancellation) are not failures.
    if (reason instanceof DOMException && reason.name === 'AbortError') return;
    reportError('unhandled-rejection', reason);
    notifyUnexpectedError();
  });

  // After a deploy the old hashed chunks are gone; one reload fetches the new build. The cooldown
  // stops a reload loop when the server itself is broken: then the error reaches the boundaries.
  window.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_COOLDOWN_MS) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
