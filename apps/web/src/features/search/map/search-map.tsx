import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapPin } from '@setspot/domain/search/map-pins';
import type { Bbox } from '@setspot/domain/search/place-filters';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView, { AttributionControl, type MapRef, NavigationControl } from 'react-map-gl/maplibre';
import { clusterIndex, MapMarkers } from '../../../components/map/price-markers';
import { useMapStyle } from '../../../components/map/use-map-style';

export type SearchMapProps = {
  pins: readonly MapPin[];
  /** The box the search is narrowed to, if any: the map starts there. */
  bbox: Bbox | undefined;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  /** The map's box after the user moved it ('Search as I move the map' on). */
  onMoved: (bbox: Bbox) => void;
  activeId: string | null;
  onHover: (id: string | null) => void;
  onOpen: (id: string) => void;
};

const US: Bbox = [-125, 24, -66, 50];

function boundsOf(pins: readonly MapPin[]): Bbox {
  if (pins.length === 0) return US;
  const lngs = pins.map((pin) => pin.lng);
  const lats = pins.map((pin) => pin.lat);
  const pad = 0.05;
  return [Math.min(...lngs) - pad, Math.min(...lats) - pad, Math.max(...lngs) + pad, Math.max(...lats) + pad];
}

/**
 * The search map (ADR 0041): MapLibre GL through react-map-gl, loaded only when shown. Price pills
 * for the matches, clustered when dense; moving the map searches the new box when asked to.
 */
export default function SearchMap(props: SearchMapProps) {
  const { pins, bbox, searchAsMove, onSearchAsMoveChange, onMoved, activeId, onHover, onOpen } = props;
  const style = useMapStyle();
  const map = useRef<MapRef>(null);
  const [view, setView] = useState<{ bounds: Bbox; zoom: number } | null>(null);
  const clusters = useMemo(() => clusterIndex(pins), [pins]);
  const initial = useMemo(() => bbox ?? boundsOf(pins), [bbox, pins]);
  const visible = view ? clusters.getClusters([...view.bounds], Math.round(view.zoom)) : [];

  // New results without a box of their own: show them all.
  useEffect(() => {
    if (!bbox && pins.length > 0) {
      const [w, s, e, n] = boundsOf(pins);
      map.current?.fitBounds([w, s, e, n], { padding: 40, duration: 0, maxZoom: 13 });
    }
  }, [bbox, pins]);

  const readView = () => {
    const current = map.current;
    if (!current) return null;
    const b = current.getBounds();
    return {
      bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as Bbox,
      zoom: current.getZoom(),
    };
  };

  if (!style) {
    return <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>;
  }
  return (
    <div className="relative h-full w-full" data-testid="search-map">
      <MapView
        ref={map}
        mapStyle={style}
        initialViewState={{
          bounds: [...initial] as [number, number, number, number],
          fitBoundsOptions: { padding: 40 },
        }}
        attributionControl={false}
        onLoad={() => setView(readView())}
        onMove={() => setView(readView())}
        onMoveEnd={(event) => {
          // Only the user's own moves search: fitting the map to new results must not.
          const moved = readView();
          if (searchAsMove && moved && 'originalEvent' in event && event.originalEvent) onMoved(moved.bounds);
        }}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact={false} />
        <MapMarkers
          clusters={visible}
          activeId={activeId}
          onHover={onHover}
          onOpen={onOpen}
          onZoomTo={(lng, lat, clusterId) =>
            map.current?.easeTo({ center: [lng, lat], zoom: clusters.getClusterExpansionZoom(clusterId) })
          }
        />
      </MapView>
      <label className="absolute top-3 left-3 flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium shadow-md">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={searchAsMove}
          onChange={(event) => {
            onSearchAsMoveChange(event.target.checked);
            const current = readView();
            if (event.target.checked && current) onMoved(current.bounds);
          }}
        />
        Search as I move the map
      </label>
    </div>
  );
}
