import { z } from 'zod';
import { parseBbox, RADIUS_CHOICES } from './place-filters.ts';

/** The place parameters of GET /api/locations (place-filters.ts says what each means). */
export const placeQueryShape = {
  near: z
    .string({ error: 'near must be given once, as text' })
    .trim()
    .max(100, 'near must be at most 100 characters')
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: "A city and state ('Austin, TX') or a ZIP code, looked up offline" }),
  radius: z
    .enum(RADIUS_CHOICES.map(String) as [string, ...string[]], {
      error: () => `radius must be one of: ${RADIUS_CHOICES.join(', ')} (miles)`,
    })
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .meta({ description: 'Miles around near (default 25)' }),
  bbox: z
    .string({ error: 'bbox must be given once, as text' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const bbox = parseBbox(value);
      if (!bbox) {
        ctx.addIssue({ code: 'custom', message: 'bbox must be west,south,east,north in degrees' });
        return z.NEVER;
      }
      return bbox;
    })
    .meta({ description: 'Only listings inside this box: west,south,east,north' }),
  pins: z
    .enum(['yes'], { error: () => 'pins must be yes' })
    .optional()
    .transform((value) => value === 'yes')
    .meta({ description: 'yes: add every match (up to 500) as a map pin' }),
};
