import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The basemap when MAP_STYLE_URL is unset (ADR 0041): US states from the Census Bureau's boundaries
 * (public domain), as TopoJSON in the us-atlas package, drawn as plain shapes with no tiles and no
 * network, so the map works offline and in tests. Loaded with the map only.
 */
export async function offlineBasemap(): Promise<StyleSpecification> {
  const atlas = (await import('us-atlas/states-10m.json')).default as unknown as Topology<{
    states: GeometryCollection;
    nation: GeometryCollection;
  }>;
  const states = feature(atlas, atlas.objects.states);
  const borders = mesh(atlas, atlas.objects.states, (a, b) => a !== b);
  return {
    version: 8,
    sources: {
      states: {
        type: 'geojson',
        data: states,
        attribution: 'Boundaries: US Census Bureau (public domain), via us-atlas',
      },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbe7ef' } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': '#f6f3ee' } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#a8a29e', 'line-width': 1 },
      },
    ],
  };
}
