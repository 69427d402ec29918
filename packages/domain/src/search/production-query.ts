import { z } from 'zod';
import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS } from '../listings/listing-options.ts';
import { PERMIT_CHOICES } from './production-filters.ts';

/**
 * The production filters of GET /api/locations (production-filters.ts says what each means). As
 * with the other parameters, a bad value gets a message naming the parameter and a 400.
 */
const atLeast = (name: string, what: string) =>
  z
    .string({ error: `${name} must be given once, as text` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || number <= 0 || number > 100_000) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number of ${what} above 0` });
        return z.NEVER;
      }
      return number;
    })
    .meta({ description: `At least this many ${what}` });

const lightParam = z
  .union([z.string(), z.array(z.string())], { error: 'light must be a comma-separated list' })
  .optional()
  .transform((value, ctx) => {
    const names = (Array.isArray(value) ? value : [value ?? ''])
      .flatMap((part) => part.split(','))
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    for (const name of names) {
      if (!(NATURAL_LIGHT_OPTIONS as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `Unknown natural light: ${name}` });
      }
    }
    return NATURAL_LIGHT_OPTIONS.filter((option) => names.includes(option));
  })
  .meta({ description: `Natural light, any of: ${NATURAL_LIGHT_OPTIONS.join(', ')}` });

export const productionQueryShape = {
  minCeiling: atLeast('minCeiling', 'feet of ceiling height'),
  minPower: atLeast('minPower', 'amps of power'),
  light: lightParam,
  maxNoise: z
    .enum(NOISE_LEVEL_OPTIONS, { error: () => `maxNoise must be one of: ${NOISE_LEVEL_OPTIONS.join(', ')}` })
    .optional()
    .meta({ description: 'Noise level at most this one (quietest first)' }),
  minParking: atLeast('minParking', 'vehicles of parking'),
  permit: z
    .enum(PERMIT_CHOICES, { error: () => `permit must be one of: ${PERMIT_CHOICES.join(', ')}` })
    .optional()
    .meta({ description: 'Whether filming needs a permit' }),
  loadIn: z
    .enum(['yes'], { error: () => 'loadIn must be yes' })
    .optional()
    .transform((value) => value === 'yes')
    .meta({ description: 'yes: only listings with load-in notes' }),
  crew: atLeast('crew', 'crew members the space holds'),
};
