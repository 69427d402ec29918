import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Clapperboard aria-hidden="true" className="size-[18px]" />
      </span>
      SetSpot
    </Link>
  );
}
