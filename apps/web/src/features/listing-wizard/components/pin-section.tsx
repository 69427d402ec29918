import type { ListingFormState } from '@setspot/domain/listings/listing-form';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { getAddressPoint } from '../api/listing-pin';
import { addressKey, type PinControl, pinFor } from '../lib/pin-state';
import { PinCoordinates } from './pin-coordinates';

// MapLibre is heavy: it comes only when the owner opens the map (the wizard's bundle stays small).
const PinMap = lazy(() => import('./pin-map'));

const loading = (
  <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>
);

/**
 * Step 1's pin (ADR 0041): the address is placed from the offline ZIP code data; the owner may open
 * a small map and move the pin onto the building. The exact spot stays private.
 */
export function PinSection({
  control,
  pinControl,
}: {
  control: Control<ListingFormState>;
  pinControl: PinControl;
}) {
  const [zip = '', city = '', state = ''] = useWatch({ control, name: ['zip', 'city', 'state'] });
  const address = { zip, city, state };
  const key = addressKey(address);
  const [open, setOpen] = useState(false);
  const placeable = zip.trim() !== '' || (city.trim() !== '' && state.trim() !== '');
  const placed = useQuery({
    queryKey: ['address-point', key],
    queryFn: ({ signal }) => getAddressPoint(address, signal),
    enabled: open && placeable,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const moved = pinFor(pinControl.pin, address);
  const point = moved ?? pinFor(pinControl.saved, address) ?? placed.data?.point ?? null;

  let map = loading;
  if (placed.data && !point)
    map = (
      <p className="grid h-full place-items-center p-4 text-center text-sm text-muted-foreground">
        We could not place this address: check its city, state and ZIP code.
      </p>
    );
  else if (point)
    map = (
      <Suspense fallback={loading}>
        <PinMap point={point} onMove={(next) => pinControl.onPin({ point: next, address: key })} />
      </Suspense>
    );

  return (
    <section aria-labelledby="pin-heading" className="grid gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h3 id="pin-heading" className="font-medium">
          Pin on the map
        </h3>
        <p className="text-sm text-muted-foreground">
          We place the pin from the ZIP code. Move it onto the building: only you and renters with a confirmed
          booking see the exact spot; everyone else sees an area of about 500 m.
        </p>
      </div>
      {open ? (
        <>
          <div className="h-64 overflow-hidden rounded-md border border-border sm:h-80">{map}</div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {moved
              ? `Pin moved to ${moved.lat.toFixed(5)}, ${moved.lng.toFixed(5)}: saved with the listing.`
              : 'Drag the pin, or click the map where the building is.'}
          </p>
          <PinCoordinates onPlace={(next) => pinControl.onPin({ point: next, address: key })} />
          {moved ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => pinControl.onPin(null)}
            >
              Put the pin back
            </Button>
          ) : null}
        </>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={!placeable}
          onClick={() => setOpen(true)}
        >
          <MapPin aria-hidden="true" className="size-4" />
          Move the pin
        </Button>
      )}
    </section>
  );
}
