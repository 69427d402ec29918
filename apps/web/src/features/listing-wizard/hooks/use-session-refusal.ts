import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { showToast } from '../../../lib/toast';

/**
 * What a refused save shows (product section 5): signed out, the page's own text and /login (coming
 * back here after); refused by role or profile, the server's text ('Your profile is not properly
 * set up. Please contact support.'); anything else through `describe` ('Error listing property: ...').
 */
export function useSessionRefusal(signedOutMessage: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (error: unknown, describe: (message: string) => string) => {
    if (error instanceof ApiError && error.status === 401) {
      showToast((toast) => toast.error(signedOutMessage, { id: 'auth-required' }));
      rememberPostLoginRedirect(location.pathname + location.search);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      navigate(paths.login);
      return;
    }
    if (error instanceof ApiError && error.status === 403) {
      showToast((toast) => toast.error(error.message));
      return;
    }
    showToast((toast) => toast.error(describe(errorMessage(error))));
  };
}
