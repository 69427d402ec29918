import { OWNER_ACCOUNT_REQUIRED } from '@setspot/domain/listings/owner-listings-texts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth/get-me';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from './ui/button';

type OwnerOnlyProps = { title: string; children: ReactNode };

/**
 * Owner screens (listing wizard, owner dashboard) for a signed-in filmmaker: a clear answer instead
 * of a form the server would refuse. Put it inside RequireAuth, which handles signed-out visitors.
 */
export function OwnerOnly({ title, children }: OwnerOnlyProps) {
  const { user } = useSession();
  if (!user || user.userType === 'owner') return children;
  return <OwnerOnlyNotice title={title} />;
}

function OwnerOnlyNotice({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg font-medium">{OWNER_ACCOUNT_REQUIRED}</p>
      <p className="text-muted-foreground">
        You are signed in with a filmmaker account. Listing a space needs a property owner account.
      </p>
      <Link to={paths.search} className={buttonClasses({})}>
        Browse Locations
      </Link>
    </div>
  );
}
