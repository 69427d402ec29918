import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The element the server writes its answers into, beside #root (ADR 0022). */
export const SERVER_RENDER_STATE_ID = 'ssr-state';

/**
 * The meta tag in which the API server writes the id of the request a page was drawn for
 * (apps/api/src/http/server-drawn-pages.ts), the id its log line carries.
 */
const PAGE_REQUEST_ID_META = 'meta[name="request-id"]';

/** The id of the request the server drew this page for, when it says. */
export function pageRequestId(): string | undefined {
  return document.querySelector<HTMLMetaElement>(PAGE_REQUEST_ID_META)?.content || undefined;
}

/**
 * The answers a page was drawn from: each query's key, data and when it was fetched. Plainer than
 * React Query's dehydrate format, whose hydrate() would add a kilobyte to every page's first load.
 */
export type ServerAnswers = { queryKey: QueryKey; data: unknown; updatedAt: number }[];

/** The answers a server-drawn page was drawn from, or null when the page came as the bare shell. */
export function readServerRenderState(): ServerAnswers | null {
  const element = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const answers: unknown = JSON.parse(element.textContent);
    return Array.isArray(answers) ? (answers as ServerAnswers) : null;
  } catch {
    return null;
  }
}

/** Puts the server's answers into the browser's query cache, as fresh as they were when fetched. */
export function seedQueryCache(queryClient: QueryClient, answers: ServerAnswers): void {
  for (const { queryKey, data, updatedAt } of answers)
    queryClient.setQueryData(queryKey, data, { updatedAt });
}

/** The successful answers in a query cache, to send with the page drawn from them. */
export function answersOf(queryClient: QueryClient): ServerAnswers {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

/**
 * Drops the answers once React has taken the page over: they live on in the query cache. Its absence
 * also tells browser journeys that the page now answers clicks and typing (e2e/fixtures.ts).
 */
export function removeServerRenderState(): void {
  document.getElementById(SERVER_RENDER_STATE_ID)?.remove();
}

/**
 * The answers as a JSON script body. `<` is escaped so nothing in a listing's text can close the
 * script element early (`</script>`) or open a comment.
 */
export function serverRenderStateScript(answers: ServerAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${json}</script>`;
}
