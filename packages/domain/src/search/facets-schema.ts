import { z } from 'zod';
import { FACET_CHOICES, FACET_KEYS, type FacetKey } from './production-filters.ts';

/**
 * GET /api/locations `facets`: for each production filter, a count per choice, in the order of
 * FACET_CHOICES (production-filters.ts), over the current search's matches.
 */
const counts = (key: FacetKey) =>
  z
    .array(z.number().int().min(0))
    .meta({ description: `Counts for the choices ${FACET_CHOICES[key].join(', ')}, in that order` });

export const facetsSchema = z.object(
  Object.fromEntries(FACET_KEYS.map((key) => [key, counts(key)])) as Record<
    FacetKey,
    ReturnType<typeof counts>
  >,
);
