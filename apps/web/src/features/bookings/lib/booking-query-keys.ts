// Keys of every booking read. A write (create, pay, approve, reject, cancel) invalidates
// bookingQueryKeys.all, so the filmmaker's lists, one booking and held dates all refresh together.
export const bookingQueryKeys = {
  all: ['bookings'] as const,
  mine: (params: { tab: string; page: number; order?: string; pageSize?: number }) =>
    ['bookings', 'mine', params] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  refundQuote: (id: string) => ['bookings', 'refund-quote', id] as const,
  owner: (params: { status: string; page: number }) => ['bookings', 'owner', params] as const,
  unavailableDates: (locationId: string) => ['bookings', 'unavailable-dates', locationId] as const,
};
