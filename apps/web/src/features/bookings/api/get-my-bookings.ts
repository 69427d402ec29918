import type { MyBookingsPage, MyBookingTab } from '@setspot/domain/bookings/booking-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';
import { bookingQueryKeys } from '../lib/booking-query-keys';

export type MyBookingsParams = {
  tab: MyBookingTab;
  page: number;
  /** 'requested': newest request first (the dashboard); otherwise the spec's start date descending. */
  order?: 'requested';
  pageSize?: number;
};

/** GET /api/me/bookings: one page of a tab of the filmmaker's bookings, and every tab's count. */
export function getMyBookings(params: MyBookingsParams, signal?: AbortSignal) {
  const query = queryString({
    tab: params.tab === 'all' ? undefined : params.tab,
    page: params.page,
    order: params.order,
    pageSize: params.pageSize || undefined,
  });
  return apiFetch<MyBookingsPage>(`/api/me/bookings${query}`, signal ? { signal } : {});
}

export function myBookingsQueryOptions(params: MyBookingsParams) {
  return queryOptions({
    queryKey: bookingQueryKeys.mine(params),
    queryFn: ({ signal }) => getMyBookings(params, signal),
  });
}

export function useMyBookings(params: MyBookingsParams) {
  // The tab's counts and the page stay on screen while another tab or page loads, so nothing jumps.
  return useQuery({ ...myBookingsQueryOptions(params), placeholderData: keepPreviousData });
}
