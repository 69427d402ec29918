import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToasterHost } from '../components/toaster-host';

type RenderOptions = { route?: string; userOptions?: UserEventOptions };

/**
 * Renders a piece of the app as the app does (query client, router, toasts) at `route`, with a
 * fresh query cache per test. Returns a user-event session to drive it.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', userOptions }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <ToasterHost />
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}
