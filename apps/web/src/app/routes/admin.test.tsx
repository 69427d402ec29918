import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToasterHost } from '../../components/toaster-host';
import { POST_LOGIN_REDIRECT_KEY } from '../../lib/auth/post-login-redirect';
import { expectToast } from '../../testing/expect-toast';
import { AdminRoute } from './admin';

// The real API answers GET /api/me: with no session, the console is for nobody. A data router, as
// the app's own (sign-in checks read its navigation state).
describe('the operator console, signed out', () => {
  afterEach(() => sessionStorage.clear());

  it('goes to the login page, says why, and remembers where to come back to', async () => {
    const router = createMemoryRouter(
      [
        { path: '/admin/*', element: <AdminRoute /> },
        { path: '/login', element: <h1>Log in</h1> },
      ],
      { initialEntries: ['/admin/users?q=kim'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
        <ToasterHost />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await expectToast('You must be logged in to access this page');
    expect(sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe('/admin/users?q=kim');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('SetSpot Operations')).not.toBeInTheDocument();
  });
});
