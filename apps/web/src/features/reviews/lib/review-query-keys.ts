// Keys of the reviews feature's own reads. A review or reply also changes what the locations
// feature shows (list, count, average), so writes invalidate locationQueryKeys.all as well.
export const reviewQueryKeys = {
  all: ['reviews'] as const,
  mine: ['reviews', 'mine'] as const,
  ofRenter: (renterId: string) => ['reviews', 'renter', renterId] as const,
};
