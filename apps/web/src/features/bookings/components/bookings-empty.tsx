import { CalendarX2, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

type BookingsEmptyProps = { title: string; description?: string };

/** A filmmaker's empty list leads to the search. */
export function BookingsEmpty({
  title,
  description = 'Find a location for your next shoot and request your dates.',
}: BookingsEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      <Link to={paths.search} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Search aria-hidden="true" />
        Find Locations
      </Link>
    </div>
  );
}
