import { z } from 'zod';
import { MIN_SIZE_ANY } from '../common/constants.ts';
import { readFormNumber } from '../common/form-values.ts';
import { type LocationType, toLocationType } from '../listings/location-types.ts';
import { checkDateRange, dateParams } from './date-params.ts';
import { DISTANCE_SORT } from './place-filters.ts';
import { placeQueryShape } from './place-query.ts';
import { productionQueryShape } from './production-query.ts';
import { DEFAULT_SORT, SORT_VALUES } from './sort-options.ts';

/**
 * GET /api/locations query (architecture section 6). Query strings carry text, so values are coerced;
 * a bad value gets a message that names the parameter, and the route answers 400, never 500.
 */
const text = (name: string) => z.string({ error: `${name} must be given once, as text` });

function numberParam(name: string, options: { min: number; integer?: boolean }) {
  const kind = options.integer ? 'a whole number' : 'a number';
  const message = `${name} must be ${kind} of ${options.min} or more`;
  return text(name)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '' || value === MIN_SIZE_ANY) return undefined;
      const number = readFormNumber(value);
      const valid =
        number !== undefined &&
        Number.isFinite(number) &&
        number >= options.min &&
        number <= Number.MAX_SAFE_INTEGER &&
        (!options.integer || Number.isInteger(number));
      if (!valid) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

const sortParam = z.enum([...SORT_VALUES, DISTANCE_SORT], {
  error: () => `Sort must be one of: ${[...SORT_VALUES, DISTANCE_SORT].join(', ')}`,
});

/** `types=loft,studio` or repeated `types=loft&types=studio`; display names are accepted too. */
const typesParam = z
  .union([z.string(), z.array(z.string())], { error: 'types must be a comma-separated list' })
  .optional()
  .transform((value, ctx) => {
    const names = (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((part) => part.split(','))
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    const types: LocationType[] = [];
    for (const name of names) {
      const type = toLocationType(name);
      if (type) {
        if (!types.includes(type)) types.push(type);
      } else ctx.addIssue({ code: 'custom', message: `Unknown location type: ${name}` });
    }
    return types;
  });

export const searchQuerySchema = z
  .object({
    q: text('q').trim().max(200, 'q must be at most 200 characters').optional(),
    types: typesParam,
    minPrice: numberParam('minPrice', { min: 0 }),
    maxPrice: numberParam('maxPrice', { min: 0 }),
    minSize: numberParam('minSize', { min: 0, integer: true }),
    sort: sortParam.default(DEFAULT_SORT),
    page: numberParam('page', { min: 1, integer: true }).transform((page) => page ?? 1),
    ...dateParams,
    ...productionQueryShape,
    ...placeQueryShape,
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      error: 'minPrice cannot be more than maxPrice',
      path: ['minPrice'],
    },
  )
  .superRefine(checkDateRange)
  // An empty search text means "everything" (product section 7), so it is dropped rather than sent on.
  .transform((query) => ({ ...query, q: query.q ? query.q : undefined }));
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;
