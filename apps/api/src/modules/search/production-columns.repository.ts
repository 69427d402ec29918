import { naturalLightSchema, noiseLevelSchema } from '@setspot/domain/listings/listing-option-schemas';
import { powerAmps } from '@setspot/domain/search/production-filters';
import { sql } from 'drizzle-orm';
import { locations } from '../../db/schema.ts';
import type { ProductionValues } from './production-bits.ts';

/** The scout fields the index reads with each listing (search.repository.ts). */
export const productionColumns = {
  ceilingHeight: sql<number | null>`${locations.ceilingHeight}::float8`,
  powerCapacity: locations.powerCapacity,
  naturalLight: locations.naturalLight,
  noiseLevel: locations.noiseLevel,
  parkingCapacity: locations.parkingCapacity,
  permitRequired: locations.permitRequired,
  hasLoadInNotes: sql<boolean>`coalesce(btrim(${locations.loadInNotes}), '') <> ''`,
  maxCrewSize: locations.maxCrewSize,
};

type ProductionRow = { [K in keyof typeof productionColumns]: unknown };

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function productionValuesOf(row: ProductionRow): ProductionValues {
  return {
    ceilingHeight: numberOrNull(row.ceilingHeight),
    powerAmps: powerAmps(typeof row.powerCapacity === 'string' ? row.powerCapacity : null),
    naturalLight: naturalLightSchema.safeParse(row.naturalLight).data ?? null,
    noiseLevel: noiseLevelSchema.safeParse(row.noiseLevel).data ?? null,
    parkingCapacity: numberOrNull(row.parkingCapacity),
    permitRequired: typeof row.permitRequired === 'boolean' ? row.permitRequired : null,
    hasLoadInNotes: row.hasLoadInNotes === true,
    maxCrewSize: numberOrNull(row.maxCrewSize),
  };
}
