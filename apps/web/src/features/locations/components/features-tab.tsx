import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { Check } from 'lucide-react';
import { ProductionDetails } from './production-details';

/** Product section 2, Features tab: Features, Amenities, the optional Production Details, and Rules. */
export function FeaturesTab({ location }: { location: LocationDetail }) {
  return (
    <div className="grid gap-8">
      <CheckList title="Features" items={location.features} empty="No features listed." />
      <CheckList title="Amenities" items={location.amenities} empty="No amenities listed." />
      <ProductionDetails location={location} />
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Rules</h2>
        {location.rules.length > 0 ? (
          <ul className="grid list-disc gap-1.5 pl-5">
            {location.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No rules listed.</p>
        )}
      </section>
    </div>
  );
}

function CheckList({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {items.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
