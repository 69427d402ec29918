/** The operator console's addresses (ADR 0038); kept out of the app shell's paths, loaded with /admin. */
export const adminPaths = {
  root: '/admin',
  reports: '/admin/reports',
  users: '/admin/users',
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  listings: '/admin/listings',
  listing: (id: string) => `/admin/listings/${encodeURIComponent(id)}`,
  audit: '/admin/audit',
  claims: '/admin/claims',
  booking: (id: string) => `/admin/bookings/${encodeURIComponent(id)}`,
};
