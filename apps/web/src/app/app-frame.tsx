import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProviders } from './providers';

/**
 * What wraps every page, in the browser and when the server renders a first paint: the two must
 * build the same tree for the browser to take over the server's HTML (hydration).
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
