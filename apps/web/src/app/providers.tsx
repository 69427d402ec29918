import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/api-client';

const ToasterHost = lazy(() =>
  import('../components/toaster-host').then((m) => ({ default: m.ToasterHost })),
);

/**
 * The app's query cache: one in the browser, a fresh one per page the server renders.
 * Product section 9: queries retry once and do not refetch on window focus. A 4xx answer will not
 * change on a second try, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </QueryClientProvider>
  );
}
