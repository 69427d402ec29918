import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/get-me';
import { useDocumentTitle } from '../../../lib/use-document-title';

type FilmmakerOnlyProps = { title: string; children: ReactNode };

/** Filmmaker screens opened by an owner: a clear answer and the way to their own area. */
export function FilmmakerOnly({ title, children }: FilmmakerOnlyProps) {
  const { user } = useSession();
  if (!user || user.userType === 'filmmaker') return children;
  return <FilmmakerOnlyNotice title={title} />;
}

function FilmmakerOnlyNotice({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Clapperboard aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg font-medium">This page is for filmmaker accounts.</p>
      <p className="text-muted-foreground">
        You are signed in with a property owner account. Booking requests for your listings are in your owner
        area.
      </p>
      <Link to={paths.owner.bookings} className={buttonClasses({})}>
        Booking Requests
      </Link>
    </div>
  );
}
