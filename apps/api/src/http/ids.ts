import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are UUIDs; anything else cannot name a row, so routes answer it as not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `:id` path parameters: any text, so a malformed id is a 404 in the route's own words, not a 400. */
export const idParamsSchema = z.object({ id: z.string() });
