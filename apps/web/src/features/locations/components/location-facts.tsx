import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { formatCount } from '../../../lib/format-number';

/** Type, Square Footage and Rooms: in the overview, and in the visitor's short about section. */
export function LocationFacts({ location }: { location: LocationDetail }) {
  const facts = [
    ['Type', location.typeName],
    ['Square Footage', `${formatCount(location.squareFootage)} sq ft`],
    ['Rooms', String(location.rooms)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {facts.map(([term, value]) => (
        <div key={term} className="grid content-start gap-1 rounded-lg border border-border p-3">
          <dt className="text-xs font-medium text-muted-foreground uppercase max-sm:text-[0.6875rem]">
            {term}
          </dt>
          <dd className="font-semibold max-sm:text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
