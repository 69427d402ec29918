import { readFormNumber } from '@setspot/domain/common/form-number';
import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { parkingText } from '@setspot/domain/listings/listing-options';

/** The preview's 'Scout Info' block: only what the owner has filled in so far. */
export function ScoutSummary({ values }: { values: ListingFormState }) {
  const ceiling = readFormNumber(values.ceilingHeight);
  const parking = readFormNumber(values.parkingCapacity);
  const lines = [
    values.naturalLightQuality ? `Natural light: ${values.naturalLightQuality}` : null,
    ceiling !== undefined && Number.isFinite(ceiling) ? `Ceiling height: ${ceiling} ft` : null,
    values.noiseLevel ? `Noise: ${values.noiseLevel}` : null,
    parking !== undefined && Number.isFinite(parking) ? `Parking: ${parkingText(parking)}` : null,
    values.powerCapacity?.trim() ? `Power: ${values.powerCapacity.trim()}` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className="rounded-lg bg-muted/60 p-3 text-sm">
      <p className="font-medium">Scout Info</p>
      <ul className="mt-1 grid gap-0.5 text-muted-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
