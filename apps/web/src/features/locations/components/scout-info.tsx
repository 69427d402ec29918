import type { LocationCard } from '@setspot/domain/listings/location-views';

/** Product section 2, Location card: light quality and parking, for signed-in scouts. */
export function ScoutInfo({ location }: { location: LocationCard }) {
  const { naturalLightQuality, parkingCapacity } = location;
  const parking =
    parkingCapacity === null || parkingCapacity === undefined
      ? 'Not specified'
      : `${parkingCapacity} ${parkingCapacity === 1 ? 'car' : 'cars'}`;
  return (
    <div className="rounded-lg bg-muted/70 px-3 py-2 text-sm">
      <p className="font-semibold">Scout Info</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">Light</dt>
        <dd>{naturalLightQuality ?? 'Not specified'}</dd>
        <dt className="text-muted-foreground">Parking</dt>
        <dd>{parking}</dd>
      </dl>
    </div>
  );
}
