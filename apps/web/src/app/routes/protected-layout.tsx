import { Outlet } from 'react-router';
import { RequireAuth } from '../../components/require-auth';

/** Parent of every signed-in-only route of product section 2. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
