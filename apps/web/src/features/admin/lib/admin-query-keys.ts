/** Query keys of the operator console: invalidating `all` refreshes every admin list and page. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: (params: object) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  listings: (params: object) => ['admin', 'listings', params] as const,
  bookings: (params: object) => ['admin', 'bookings', params] as const,
  listing: (id: string) => ['admin', 'listing', id] as const,
  reports: (params: object) => ['admin', 'reports', params] as const,
  audit: (params: object) => ['admin', 'audit', params] as const,
  booking: (id: string) => ['admin', 'booking', id] as const,
  claims: (params: object) => ['admin', 'claims', params] as const,
};
