// Owner data is read by the dashboards and written by the listing wizard. Two features may not
// import each other, so both key their queries here and a write can refresh every owner view.
export const ownerQueryKeys = {
  all: ['owner'] as const,
  dashboard: ['owner', 'dashboard'] as const,
  listings: ['owner', 'listings'] as const,
  listing: (id: string) => ['owner', 'listing', id] as const,
};
