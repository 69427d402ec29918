import type { MapPin } from '@setspot/domain/search/map-pins';
import { Marker } from 'react-map-gl/maplibre';
import Supercluster from 'supercluster';
import { cn } from '../../lib/cn';

type PinProps = { id: string; price: number };

/**
 * MapLibre makes each marker's wrapper a 'Map marker' button; ours holds a real button, so the
 * wrapper steps aside for assistive technology (one control, named by its price or count).
 */
const plainWrapper = (button: HTMLButtonElement | null) => {
  const wrapper = button?.parentElement;
  wrapper?.setAttribute('role', 'none');
  wrapper?.removeAttribute('aria-label');
};

/** Clusters of pins at the map's zoom (supercluster), so a dense city reads as counts, not a blot. */
export function clusterIndex(pins: readonly MapPin[]) {
  const index = new Supercluster<PinProps>({ radius: 48, maxZoom: 16 });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
      properties: { id: pin.id, price: pin.price },
    })),
  );
  return index;
}

type MarkersProps = {
  clusters: ReturnType<Supercluster<PinProps>['getClusters']>;
  activeId: string | null;
  onHover: (id: string | null) => void;
  onOpen: (id: string) => void;
  onZoomTo: (lng: number, lat: number, clusterId: number) => void;
};

/** Price pills for listings, counts for clusters; the hovered listing's pill is lifted. */
export function MapMarkers({ clusters, activeId, onHover, onOpen, onZoomTo }: MarkersProps) {
  return clusters.map((item) => {
    const [lng = 0, lat = 0] = item.geometry.coordinates;
    if ('cluster' in item.properties && item.properties.cluster) {
      const { cluster_id: clusterId, point_count: count } = item.properties;
      return (
        <Marker key={`c${clusterId}`} longitude={lng} latitude={lat}>
          <button
            ref={plainWrapper}
            type="button"
            className="grid size-10 place-items-center rounded-full border-2 border-surface bg-foreground text-sm font-semibold text-background shadow-md"
            onClick={() => onZoomTo(lng, lat, clusterId)}
            aria-label={`${count} locations here: zoom in`}
          >
            {count}
          </button>
        </Marker>
      );
    }
    const { id, price } = item.properties as PinProps;
    const active = id === activeId;
    return (
      <Marker key={id} longitude={lng} latitude={lat} style={{ zIndex: active ? 2 : 1 }}>
        <button
          ref={plainWrapper}
          type="button"
          data-pin={id}
          data-active={active || undefined}
          className={cn(
            'rounded-full border px-2 py-0.5 text-sm font-semibold shadow-md transition-transform',
            active
              ? '-translate-y-1 scale-110 border-primary bg-primary text-primary-foreground'
              : 'border-border bg-surface text-foreground',
          )}
          onMouseEnter={() => onHover(id)}
          onMouseLeave={() => onHover(null)}
          onFocus={() => onHover(id)}
          onBlur={() => onHover(null)}
          onClick={() => onOpen(id)}
        >
          ${price}
        </button>
      </Marker>
    );
  });
}
