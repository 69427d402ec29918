/**
 * The contract of the web app's first-paint renderer (apps/web/src/ssr/render-page.tsx, built into
 * dist-ssr/render-page.js) that the API's pages module loads at run time (ADR 0022, 0043).
 */
export type ServerPage = {
  /** The page's markup, for inside #root. */
  html: string;
  /** The <script type="application/json"> with the answers it was drawn from, for after #root. */
  stateScript: string;
};

/** Answers a path as fetch would: the server's own routes, in process. */
export type PageTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Who the page is drawn for. A visitor: signed out, whatever the transport answers about sessions.
 * A signed-in viewer: the transport carries their session (the API's pages module puts their cookie
 * on its in-process calls), and `cookie` is their Cookie header, for the page's own preferences
 * (the dashboard sidebar's open state).
 */
export type PageViewer = { signedIn: false } | { signedIn: true; cookie: string };

export type PageRendererModule = {
  createPageRenderer: (
    transport: PageTransport,
  ) => (url: URL, viewer?: PageViewer) => Promise<ServerPage | null>;
};

export const PAGE_RENDERER_FILE = 'render-page.js';
