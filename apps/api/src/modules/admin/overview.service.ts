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
