import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/get-me';

// architecture section 2: /bookings (where a submitted booking lands) sends filmmakers to their bookings.
// Owners have no bookings of their own: they go to the requests and bookings on their listings.
export function BookingsRedirectRoute() {
  const { user } = useSession();
  const target = user?.userType === 'owner' ? paths.owner.bookings : paths.filmmaker.bookings;
  return <Navigate to={target} replace />;
}
