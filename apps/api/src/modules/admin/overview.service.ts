import { type AdminOverview, OVERVIEW_DAYS } from '@setspot/domain/admin/overview-schemas';
import type { AppDeps } from '../../app-deps.ts';
import {
  bookingsPerDay,
  bookingTotals,
  openClaimsCount,
  platformCounts,
  reconciliationDifferencesCount,
  requestAnswers,
} from './overview.repository.ts';

const DAY_MS = 86_400_000;

/**
 * How long one summing of the 30 days answers every operator of this instance (ADR 0051). Summing
 * 200,000 bookings' last 30 days took 100 to 200 ms of PostgreSQL per load; a glance at a month does
 * not need it to the second, and the page says when its figures were summed (`to`).
 */
export const OVERVIEW_FRESH_MS = 30_000;

/** The last 30 days at a glance for the console's first page (ADR 0049). */
export async function adminOverview(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<AdminOverview> {
  const to = deps.clock.now();
  const window = { from: new Date(to.getTime() - OVERVIEW_DAYS * DAY_MS), to };
  // One after the other: the pool is shared with the users' requests, and each is a single scan.
  const totals = await bookingTotals(deps.db, window);
  const requests = await requestAnswers(deps.db, window);
  const perDay = await bookingsPerDay(deps.db, window);
  const counts = await platformCounts(deps.db, window);
  return {
    from: window.from.toISOString(),
    to: to.toISOString(),
    bookingValueCents: totals.valueCents,
    bookingsByStatus: totals.byStatus,
    requests,
    ...counts,
    openClaims: await openClaimsCount(deps.db),
    reconciliationDifferences: await reconciliationDifferencesCount(deps.db),
    perDay,
  };
}

/**
 * The overview as this instance last summed it, summed again once OVERVIEW_FRESH_MS has passed.
 * Operators asking at once share one summing; a failed one is not kept.
 */
export function overviewOfRecentSeconds(deps: Pick<AppDeps, 'db' | 'clock'>) {
  let last: { at: number; overview: Promise<AdminOverview> } | null = null;
  return (): Promise<AdminOverview> => {
    const now = deps.clock.now().getTime();
    if (last && now - last.at < OVERVIEW_FRESH_MS) return last.overview;
    const summing = { at: now, overview: adminOverview(deps) };
    last = summing;
    summing.overview.catch(() => {
      if (last === summing) last = null;
    });
    return summing.overview;
  };
}
