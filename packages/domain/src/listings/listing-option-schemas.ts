import { z } from 'zod';
import { NATURAL_LIGHT_OPTIONS, NOISE_LEVEL_OPTIONS, PRICING_TYPES } from './listing-options.ts';

/** The option lists of listing-options.ts as schemas, for validation and the API contract. */
export const naturalLightSchema = z.enum(NATURAL_LIGHT_OPTIONS);
export const noiseLevelSchema = z.enum(NOISE_LEVEL_OPTIONS);
export const pricingTypeSchema = z.enum(PRICING_TYPES);
