import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beginHydrationTurns } from '../components/hydrate-in-turn';
import { prepareClassMerging } from '../lib/cn';
import { joinAdjacentTexts } from '../lib/join-adjacent-text';
import { nextTask } from '../lib/when-idle';
import { AppFrame } from './app-frame';
import { resolveLazyMatches } from './lazy-route';
import { createQueryClient } from './providers';
import { appRoutes } from './router';
import { readServerRenderState, removeServerRenderState, seedQueryCache } from './server-render-state';

export async function mountApp(container: HTMLElement): Promise<void> {
  joinAdjacentTexts();
  const queryClient = createQueryClient();
  // Public pages for signed-out visitors arrive drawn by the server (ADR 0022), with the answers it
  // drew them from: the browser starts from the same answers and the same page code, so its first
  // render matches the HTML and the app takes it over instead of drawing the page again.
  const serverState = readServerRenderState();
  if (serverState) {
    seedQueryCache(queryClient, serverState);
    await resolveLazyMatches(appRoutes, window.location);
    // In a task of its own, between tasks that let input through, rather than inside
    // hydration's task (issue 12: blocking time on /search and a listing about halved in Chromium at 4x CPU
    // slowdown, medians of 10 loads).
    await nextTask();
    prepareClassMerging();
    await nextTask();
  }
  const router = createBrowserRouter(appRoutes);
  // Parts of a server-drawn page are taken over in later tasks (components/hydrate-in-turn.tsx); the answers go
  // once the last part is, which also tells browser journeys that the whole page answers input.
  const takenOver = serverState ? beginHydrationTurns() : null;
  const dropServerState = () => void takenOver?.then(removeServerRenderState);
  const app = (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
      {serverState ? <AfterFirstCommit run={dropServerState} /> : null}
    </AppFrame>
  );
  // Preact (ADR 0026) adopts the server's markup as it is; a render that throws here, outside every
  // error boundary, rejects mountApp and main.tsx shows 'Unable to load application'.
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * Runs once the app has taken the page over. Renders nothing, so the server (which does not draw it)
 * and the browser still build the same markup.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
