// Location answers are read by discovery (search, home, detail) and changed by the listing wizard and
// the owner screens. Features may not import each other, so the keys live here: a write invalidates
// locationQueryKeys.all and every view of a listing refreshes.
export const locationQueryKeys = {
  all: ['locations'] as const,
  search: (viewer: string, params: Readonly<Record<string, string>>) =>
    ['locations', 'search', viewer, params] as const,
  featured: (viewer: string) => ['locations', 'featured', viewer] as const,
  detail: (viewer: string, id: string) => ['locations', 'detail', viewer, id] as const,
  reviews: (viewer: string, id: string) => ['locations', 'reviews', viewer, id] as const,
};
