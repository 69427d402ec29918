import type { LocationCard } from '@setspot/domain/listings/location-views';
import { formatCount } from '../../../lib/format-number';

/** Room count, square feet and ceiling height (when known), in a row under the card's location. */
export function CardFacts({ location }: { location: LocationCard }) {
  const { rooms, squareFootage, ceilingHeight } = location;
  const facts = [
    `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    `${formatCount(squareFootage)} sq ft`,
    ceilingHeight ? `${ceilingHeight} ft ceilings` : null,
  ].filter((fact) => fact !== null);
  return (
    <ul className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
      {facts.map((fact, index) => (
        <li key={fact} className="flex gap-2">
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          {fact}
        </li>
      ))}
    </ul>
  );
}
