import { parkingText, permitText } from '@setspot/domain/listings/listing-options';
import type { LocationDetail } from '@setspot/domain/listings/location-views';
import type { ReactNode } from 'react';

const isSet = <T,>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

/** Product section 2: the optional 'Production Details' block for scouts; only the fields filled in. */
export function ProductionDetails({ location }: { location: LocationDetail }) {
  const rows: [string, ReactNode][] = [];
  const add = (term: string, value: ReactNode) => rows.push([term, value]);
  if (isSet(location.ceilingHeight)) add('Ceiling height', `${location.ceilingHeight} feet`);
  if (isSet(location.powerCapacity)) add('Power capacity', location.powerCapacity);
  if (isSet(location.naturalLightQuality)) add('Natural light', location.naturalLightQuality);
  if (isSet(location.noiseLevel)) add('Noise level', location.noiseLevel);
  if (isSet(location.parkingCapacity)) add('Parking', parkingText(location.parkingCapacity));
  if (isSet(location.maxCrewSize)) add('Maximum crew size', `${location.maxCrewSize} people`);
  if (isSet(location.permitRequired)) add('Permits', permitText(location.permitRequired));
  if (isSet(location.loadInNotes)) add('Load-in / access', location.loadInNotes);
  if (location.filmingRestrictions?.length)
    add('Filming restrictions', <List items={location.filmingRestrictions} />);
  if (location.availableEquipment?.length)
    add('Available equipment', <List items={location.availableEquipment} />);
  if (rows.length === 0) return null;
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">Production Details</h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-border p-4 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
