import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { LogOutButton } from '../../features/auth/components/log-out-button';
import type { Session } from '../../lib/auth/get-me';
import { cn } from '../../lib/cn';

type AuthAreaProps = { session: Session; stacked?: boolean };

/** Spec 'Top bar' auth area: 'Loading...' while the session loads, then Log Out or Log In and Sign Up. */
export function AuthArea({ session, stacked = false }: AuthAreaProps) {
  const width = stacked ? 'w-full' : undefined;
  if (session.isLoading) {
    return (
      <Button variant="outline" disabled className={width}>
        Loading...
      </Button>
    );
  }
  if (session.user) return <LogOutButton className={width} />;
  return (
    <div className={cn('flex gap-2', stacked && 'grid grid-cols-2')}>
      <Link to={paths.login} className={buttonClasses({ variant: 'outline', className: width })}>
        Log In
      </Link>
      <Link to={paths.signup} className={buttonClasses({ className: width })}>
        Sign Up
      </Link>
    </div>
  );
}
