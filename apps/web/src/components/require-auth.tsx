import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth/get-me';
import { rememberPostLoginRedirect } from '../lib/auth/post-login-redirect';
import { showToast } from '../lib/toast';
import { PageLoading } from './ui/spinner';

const MUST_BE_LOGGED_IN = 'You must be logged in to access this page';

type RequireAuthProps = {
  children: ReactNode;
  /** Spec: the redirect to /login can be switched off per use; the notice still shows. */
  redirect?: boolean;
  /** The toast shown on the way to /login; some pages have their own (product section 5). */
  message?: string;
};

/**
 * Shows its children to signed-in users only (spec 'Protected pages'). The API enforces access on
 * its own; this wrapper is for a clear experience, not for security.
 */
export function RequireAuth({ children, redirect = true, message = MUST_BE_LOGGED_IN }: RequireAuthProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // While a navigation away is underway (sign-out goes home first) this page is on its way out.
  const leaving = useNavigation().state !== 'idle';
  const mustLeave = redirect && !isLoading && !user && !leaving;
  const here = location.pathname + location.search;

  useEffect(() => {
    if (!mustLeave) return;
    // The id keeps StrictMode's second effect run (and quick re-renders) from stacking toasts.
    showToast((toast) => toast.error(message, { id: 'auth-required' }));
    rememberPostLoginRedirect(here);
    navigate(paths.login, { replace: true });
  }, [mustLeave, here, navigate, message]);

  let content = children;
  if (isLoading) content = <PageLoading label="Loading..." />;
  else if (!user) content = <AuthenticationRequired />;
  // At least a screen tall from the first paint: the footer starts below the fold and stays there
  // while the page's data arrives, instead of being pushed down as it does (layout shift).
  return <div className="flex min-h-dvh flex-1 flex-col">{content}</div>;
}

function AuthenticationRequired() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <LockKeyhole aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">Authentication Required</h1>
      <p className="text-muted-foreground">Please log in to access this content.</p>
    </div>
  );
}
