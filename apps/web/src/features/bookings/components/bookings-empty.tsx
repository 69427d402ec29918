import { CalendarX2, Search } from 'lucide-react';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';

type BookingsEmptyProps = { title: string; description?: string };

/** A filmmaker's empty list leads to the search. */
export function BookingsEmpty({
  title,
  description = 'Find a location for your next shoot and request your dates.',
}: BookingsEmptyProps) {
  return (
    <EmptyPanel icon={CalendarX2} title={title} description={description} to={paths.search}>
      <Search aria-hidden="true" />
      Find Locations
    </EmptyPanel>
  );
}
