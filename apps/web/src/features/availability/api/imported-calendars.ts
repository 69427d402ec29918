import type {
  ImportCalendarBody,
  ImportedCalendar,
} from '@setspot/domain/availability/calendar-import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

const calendars = (listingId: string) =>
  `/api/owner/listings/${encodeURIComponent(listingId)}/imported-calendars`;

/** Add, sync or remove an imported calendar; the whole calendar page reloads after each. */
export function useImportedCalendarActions(listingId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ownerQueryKeys.listing(listingId) });
  const add = useMutation({
    mutationFn: (body: ImportCalendarBody) =>
      apiFetch<{ calendar: ImportedCalendar }>(calendars(listingId), { method: 'POST', body }),
    onSettled: reload,
  });
  const sync = useMutation({
    mutationFn: (calendarId: string) =>
      apiFetch<{ calendar: ImportedCalendar }>(
        `${calendars(listingId)}/${encodeURIComponent(calendarId)}/sync`,
        { method: 'POST' },
      ),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (calendarId: string) =>
      apiFetch<{ removed: true }>(`${calendars(listingId)}/${encodeURIComponent(calendarId)}`, {
        method: 'DELETE',
      }),
    onSettled: reload,
  });
  return { add, sync, remove };
}
