import { paths } from '../../../config/paths';

/** Addresses of one board's pages (all /boards pages are one route: app/routes/boards.tsx). */
export const boardLinks = {
  board: (id: string) => `${paths.boards}/${encodeURIComponent(id)}`,
  shared: (token: string) => `${paths.boards}/shared/${encodeURIComponent(token)}`,
};
