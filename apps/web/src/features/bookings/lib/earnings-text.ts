import { youEarnPerDay } from '@setspot/domain/listings/dashboard-texts';
import type { OwnerBooking } from '@setspot/domain/listings/owner-dashboard';
import { formatMoney } from '../../../lib/format-money';

/** 'You earn $170 per day after SetSpot's 15% fee', as the server worked it out. */
export function earningsPerDayText(earnings: NonNullable<OwnerBooking['earnings']>): string {
  return youEarnPerDay(formatMoney(earnings.netPerDay), earnings.platformFeePercent);
}
