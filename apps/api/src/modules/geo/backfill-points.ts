import type { AppDeps } from '../../app-deps.ts';
import { findUnplaced, savePoints } from './geo.repository.ts';
import { pointOfAddress } from './places.ts';

const BATCH = 1000;

/**
 * Places every live listing written before listings had points (the demo data and rows from
 * before migration 0014, or written by SQL), from the offline ZIP code data: at start-up, in
 * batches, and only rows still without one, so instances starting together agree. A listing whose
 * ZIP code and city are both unknown stays without a point (it shows on no map). The change
 * notifications bring the new points into every search index.
 */
export async function backfillPoints(deps: Pick<AppDeps, 'db' | 'log'>): Promise<number> {
  let placed = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await findUnplaced(deps.db, after, BATCH);
    const points = rows.flatMap((row) => {
      const point = pointOfAddress(row);
      return point ? [{ id: row.id, ...point }] : [];
    });
    await savePoints(deps.db, points);
    placed += points.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  if (placed > 0) deps.log.info(`Placed ${placed} listings from their ZIP codes`);
  return placed;
}
