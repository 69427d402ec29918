/** `?a=1&b=x` of the set values (page 1 and empty filters left out), or ''. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search.size ? `?${search}` : '';
}
