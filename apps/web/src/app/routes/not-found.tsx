import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

const AdminRoute = lazy(() => import('./admin').then((m) => ({ default: m.AdminRoute })));

/** Unknown addresses; /admin/* is the operator console's (see admin.tsx for why it is drawn from here). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminRoute />
      </Suspense>
    );
  }
  return <NotFound />;
}

function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClasses({})}>
        Return to Home
      </Link>
    </div>
  );
}
