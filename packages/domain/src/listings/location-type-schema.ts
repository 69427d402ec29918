import { z } from 'zod';
import { LOCATION_TYPES } from './location-types.ts';

/** A stored location type ('cafe/restaurant'), as request and answer bodies carry it. */
export const locationTypeSchema = z.enum(LOCATION_TYPES, {
  error: (issue) => `Unknown location type: ${String(issue.input)}`,
});
