// What other modules may use of geo (architecture section 4: one public file).
export { approximateArea, milesBetween } from './approximate-position.ts';
export { findPlace, type Place, type Point, pointOfAddress } from './places.ts';
