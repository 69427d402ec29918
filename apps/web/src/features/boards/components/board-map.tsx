import 'maplibre-gl/dist/maplibre-gl.css';
import type { LocationCard } from '@setspot/domain/listings/location-views';
import { useMemo, useRef, useState } from 'react';
import MapView, {
  AttributionControl,
  Layer,
  type MapRef,
  NavigationControl,
  Source,
} from 'react-map-gl/maplibre';
import { areaCircles } from '../../../components/map/area-circles';
import { clusterIndex, MapMarkers } from '../../../components/map/price-markers';
import { useMapStyle } from '../../../components/map/use-map-style';

export type BoardMapProps = {
  locations: readonly LocationCard[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  onOpen: (id: string) => void;
};

type Bounds = [number, number, number, number];

/**
 * A board's listings on a map (ADR 0041): price pills at the approximate areas' centres, with the
 * 500 m circles, never the exact points (the cards carry only the areas, for everyone).
 */
export default function BoardMap({ locations, activeId, onHover, onOpen }: BoardMapProps) {
  const style = useMapStyle();
  const map = useRef<MapRef>(null);
  const placed = useMemo(
    () => locations.flatMap((card) => (card.area ? [{ card, area: card.area }] : [])),
    [locations],
  );
  const pins = useMemo(
    () =>
      placed.map(({ card, area }) => ({
        id: card.id,
        lat: area.lat,
        lng: area.lng,
        price: Math.round(card.pricePerDay),
      })),
    [placed],
  );
  const clusters = useMemo(() => clusterIndex(pins), [pins]);
  const circles = useMemo(() => areaCircles(placed.map(({ area }) => area)), [placed]);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number } | null>(null);
  const readView = () => {
    const b = map.current?.getBounds();
    if (!b || !map.current) return null;
    return {
      bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as Bounds,
      zoom: map.current.getZoom(),
    };
  };
  const lngs = pins.map((pin) => pin.lng);
  const lats = pins.map((pin) => pin.lat);
  const pad = 0.02;
  const bounds: Bounds = [
    Math.min(...lngs) - pad,
    Math.min(...lats) - pad,
    Math.max(...lngs) + pad,
    Math.max(...lats) + pad,
  ];

  if (!style) {
    return <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>;
  }
  return (
    <div className="h-full w-full" data-testid="board-map">
      <MapView
        ref={map}
        mapStyle={style}
        initialViewState={{ bounds, fitBoundsOptions: { padding: 48, maxZoom: 13 } }}
        attributionControl={false}
        onLoad={() => setView(readView())}
        onMove={() => setView(readView())}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact={false} />
        <Source id="board-areas" type="geojson" data={circles}>
          <Layer id="board-area-fill" type="fill" paint={{ 'fill-color': '#0f766e', 'fill-opacity': 0.12 }} />
          <Layer id="board-area-line" type="line" paint={{ 'line-color': '#0f766e', 'line-width': 1 }} />
        </Source>
        <MapMarkers
          clusters={view ? clusters.getClusters([...view.bounds], Math.round(view.zoom)) : []}
          activeId={activeId}
          onHover={onHover}
          onOpen={onOpen}
          onZoomTo={(lng, lat, clusterId) =>
            map.current?.easeTo({ center: [lng, lat], zoom: clusters.getClusterExpansionZoom(clusterId) })
          }
        />
      </MapView>
    </div>
  );
}
