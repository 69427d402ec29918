import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { offlineBasemap } from './offline-basemap';

/**
 * The basemap of every map (ADR 0041): MAP_STYLE_URL when the server has one, else the shipped
 * offline one. Null while it is being read.
 */
export function useMapStyle() {
  const [style, setStyle] = useState<string | StyleSpecification | null>(null);
  useEffect(() => {
    let live = true;
    void apiFetch<{ styleUrl: string | null }>('/api/map/style')
      .catch(() => ({ styleUrl: null }))
      .then(async ({ styleUrl }) => {
        const next = styleUrl ?? (await offlineBasemap());
        if (live) setStyle(next);
      });
    return () => {
      live = false;
    };
  }, []);
  return style;
}
