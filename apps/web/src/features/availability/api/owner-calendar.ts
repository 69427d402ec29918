import type { BookingRules } from '@setspot/domain/availability/availability-rules';
import type { OwnerCalendar } from '@setspot/domain/availability/calendar-schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

const base = (id: string) => `/api/owner/listings/${encodeURIComponent(id)}`;
const calendarKey = (id: string) => [...ownerQueryKeys.listing(id), 'calendar'] as const;

/** GET /api/owner/listings/{id}/calendar: bookings with the renter's name, blocked days, rules. */
export function ownerCalendarQueryOptions(id: string) {
  return queryOptions({
    queryKey: calendarKey(id),
    queryFn: ({ signal }) => apiFetch<OwnerCalendar>(`${base(id)}/calendar`, { signal }),
  });
}

export type DayRun = { start: string; end: string };

/** Block (with an optional note) or unblock a run of days; the calendar reloads after either. */
export function useChangeBlockedDays(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ run, block, note }: { run: DayRun; block: boolean; note?: string }) =>
      block
        ? apiFetch<{ changed: number }>(`${base(id)}/blocked-days`, {
            method: 'POST',
            body: { ...run, note: note ?? null },
          })
        : apiFetch<{ changed: number }>(
            `${base(id)}/blocked-days?start=${encodeURIComponent(run.start)}&end=${encodeURIComponent(run.end)}`,
            { method: 'DELETE' },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKey(id) }),
  });
}

export function useSaveBookingRules(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: BookingRules) =>
      apiFetch<{ rules: BookingRules }>(`${base(id)}/booking-rules`, { method: 'PUT', body: rules }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKey(id) }),
  });
}
