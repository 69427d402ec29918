import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prepareClassMerging } from '../lib/cn';
import { reportError } from '../lib/report-error';
import { showStartupFailure } from '../lib/startup-failure';
import { nextTask } from '../lib/when-idle';
import { AppFrame } from './app-frame';
import { resolveLazyMatches } from './lazy-route';
import { createQueryClient } from './providers';
import { appRoutes } from './router';
import {
  pageRequestId,
  readServerRenderState,
  removeServerRenderState,
  seedQueryCache,
} from './server-render-state';

export async function mountApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  // Public pages for signed-out visitors arrive drawn by the server (ADR 0022), with the answers it
  // drew them from: the browser starts from the same answers and the same page code, so its first
  // render matches the HTML and React takes it over instead of drawing the page again.
  const serverState = readServerRenderState();
  if (serverState) {
    seedQueryCache(queryClient, serverState);
    await resolveLazyMatches(appRoutes, window.location);
    // In a task of its own, between tasks that let input through, rather than in hydration's first
    // slice (blocking time on /search and a listing about halved in Chromium at 4x CPU
    // slowdown, medians of 10 loads).
    await nextTask();
    prepareClassMerging();
    await nextTask();
  }
  const router = createBrowserRouter(appRoutes);
  const app = (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
      {/* The answers go once React has taken the whole page over, which also tells browser journeys
          that the page answers input (e2e/fixtures.ts). */}
      {serverState ? <AfterFirstCommit run={removeServerRenderState} /> : null}
    </AppFrame>
  );
  // Reaching onUncaughtError means even the top-level boundary failed: React has unmounted everything.
  // Errors caught by a boundary are reported by the boundary itself (AppErrorBoundary, RouteError).
  const onUncaughtError = (error: unknown) => showStartupFailure(error);
  // A transition lets React take the page over in slices of about 5 ms that yield to the browser,
  // instead of one long task that blocks a tap while a slow phone builds it (blocking time).
  startTransition(() => {
    if (serverState) {
      // A page that differs from the server's is drawn again by React, which costs what drawing it on
      // the server gained: reported under the page's own request id, so the server log has both.
      const requestId = pageRequestId();
      const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
        reportError('render', error, `hydration${info.componentStack ?? ''}`, requestId);
      hydrateRoot(container, app, { onUncaughtError, onRecoverableError });
    } else {
      createRoot(container, { onUncaughtError }).render(app);
    }
  });
}

/**
 * Runs once React has taken the page over. Renders nothing, so the server (which does not draw it)
 * and the browser still build the same markup.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
