import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { RenderErrorFallback } from '../../components/errors/render-error-fallback';
import { reportError } from '../../lib/report-error';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Route errorElement: a screen that failed to render (or to load its code) inside the layout. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const reported = useRef(false);
  useDocumentTitle('Something went wrong');

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportError('route', error, location.pathname);
  }, [error, location.pathname]);

  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  const retry = () => {
    // A missing code chunk needs a fresh page; anything else gets a fresh render of the same route.
    if (isChunkLoadError(error)) window.location.reload();
    else
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true },
      );
  };
  return <RenderErrorFallback error={shown} onRetry={retry} />;
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
