import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { showStartupFailure } from '../lib/startup-failure';
import { AppProviders } from './providers';
import { router } from './router';

export function mountApp(container: HTMLElement): void {
  const root = createRoot(container, {
    // Reaching here means even the top-level boundary failed: React has unmounted everything.
    onUncaughtError: (error) => showStartupFailure(error),
  });
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
