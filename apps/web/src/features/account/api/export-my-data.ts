/**
 * GET /api/me/export streams a JSON attachment: the browser downloads it directly from a link, so the
 * file is never held in the page's memory either.
 */
export const EXPORT_MY_DATA_URL = '/api/me/export';
