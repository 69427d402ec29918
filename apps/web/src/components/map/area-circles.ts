type Area = { lat: number; lng: number; radiusMeters: number };

const METERS_PER_DEGREE_LAT = 111_320;
const STEPS = 48;

/**
 * The approximate areas as circles on the map (ADR 0041): where a listing is, as a visitor may know
 * it, drawn as the 500 m circle rather than a point that would look exact.
 */
export function areaCircles(areas: readonly Area[]) {
  return {
    type: 'FeatureCollection' as const,
    features: areas.map((area) => {
      const dLat = area.radiusMeters / METERS_PER_DEGREE_LAT;
      const dLng = dLat / Math.cos((area.lat * Math.PI) / 180);
      const ring = Array.from({ length: STEPS + 1 }, (_, step) => {
        const angle = (step / STEPS) * 2 * Math.PI;
        return [area.lng + dLng * Math.sin(angle), area.lat + dLat * Math.cos(angle)];
      });
      return {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Polygon' as const, coordinates: [ring] },
      };
    }),
  };
}
