import { TWO_FACTOR_REQUIRED_CODE } from '@setspot/domain/admin/admin-texts';
import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ListLoading } from '../../../components/list-loading';
import { LoadFailure } from '../../../components/load-failure';
import { ApiError } from '../../../lib/api-client';

// Loaded only by an operator who has yet to set it up (with its QR code renderer).
const TwoFactorSetup = lazy(() => import('./two-factor-setup').then((m) => ({ default: m.TwoFactorSetup })));

/** Loading, refused (not an operator, or two-factor sign-in to set up first) or failed: what an admin page shows instead of its data. */
export function AdminQueryState({
  error,
  isLoading,
  refetch,
}: {
  error: unknown;
  isLoading: boolean;
  refetch: () => void;
}) {
  if (isLoading) return <ListLoading rows={5} rowClassName="h-12" />;
  if (error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED_CODE) {
    return (
      <Suspense fallback={<ListLoading rows={3} rowClassName="h-12" />}>
        <TwoFactorSetup />
      </Suspense>
    );
  }
  if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
        <ShieldAlert aria-hidden="true" className="size-8 text-muted-foreground" />
        <h2 className="text-xl font-semibold">Operators only</h2>
        <p className="text-muted-foreground">{error.message}</p>
      </div>
    );
  }
  return <LoadFailure error={error} onRetry={refetch} />;
}
