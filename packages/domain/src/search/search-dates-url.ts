import { daysBetween, isCalendarDate } from '../common/calendar-date.ts';
import { MAX_BOOKING_DAYS } from '../common/constants.ts';

/**
 * Dates and instant book in a search URL (`from`, `to`, `instantBook`), the same words the API reads
 * (ADR 0039). A hand-edited pair that cannot be asked (half a range, backwards, too long) is dropped.
 * Free of zod, like search-url.ts.
 */
export function datesFromParams(params: URLSearchParams): {
  from?: string;
  to?: string;
  instantBook?: boolean;
} {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range =
    isCalendarDate(from) && isCalendarDate(to) && to >= from && daysBetween(from, to) < MAX_BOOKING_DAYS
      ? { from, to }
      : {};
  return params.get('instantBook') === 'true' ? { ...range, instantBook: true } : range;
}

export function dateParamsOf(filters: {
  from?: string | undefined;
  to?: string | undefined;
  instantBook?: boolean | undefined;
}): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.from && filters.to) {
    params.from = filters.from;
    params.to = filters.to;
  }
  if (filters.instantBook) params.instantBook = 'true';
  return params;
}
