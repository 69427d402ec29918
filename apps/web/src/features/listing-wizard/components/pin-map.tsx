import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import MapView, { AttributionControl, type MapRef, Marker, NavigationControl } from 'react-map-gl/maplibre';
import { useMapStyle } from '../../../components/map/use-map-style';
import type { PinPoint } from '../lib/pin-state';

type PinMapProps = { point: PinPoint; onMove: (point: PinPoint) => void };

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The wizard's small map (ADR 0041): drag the pin, or click the map, to put it on the building.
 * MapLibre loads with this chunk only, when the owner opens the map.
 */
export default function PinMap({ point, onMove }: PinMapProps) {
  const style = useMapStyle();
  const map = useRef<MapRef>(null);
  // A pin placed out of view (typed coordinates, 'Put the pin back'): the map follows it.
  useEffect(() => {
    const current = map.current;
    if (current && !current.getBounds().contains([point.lng, point.lat]))
      current.easeTo({ center: [point.lng, point.lat], duration: 0 });
  }, [point]);
  const move = (lngLat: { lng: number; lat: number }) =>
    onMove({ lat: round(lngLat.lat), lng: round(lngLat.lng) });
  if (!style) {
    return <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>;
  }
  return (
    <div className="h-full w-full" data-testid="pin-map">
      <MapView
        ref={map}
        mapStyle={style}
        initialViewState={{ longitude: point.lng, latitude: point.lat, zoom: 14 }}
        attributionControl={false}
        onClick={(event) => move(event.lngLat)}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact={false} />
        <Marker
          longitude={point.lng}
          latitude={point.lat}
          anchor="bottom"
          draggable
          onDragEnd={(event) => move(event.lngLat)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 32"
            className="h-9 w-7 drop-shadow-md"
            data-testid="pin-marker"
          >
            <path
              d="M12 0C5.4 0 0 5.2 0 11.7 0 20.5 12 32 12 32s12-11.5 12-20.3C24 5.2 18.6 0 12 0z"
              className="fill-primary"
            />
            <circle cx="12" cy="11.5" r="4.5" className="fill-primary-foreground" />
          </svg>
        </Marker>
      </MapView>
    </div>
  );
}
