const enc = encodeURIComponent;

/** API addresses of a board and what is on it. */
export const boardApi = {
  board: (id: string) => `/api/boards/${enc(id)}`,
  item: (id: string, locationId: string) => `/api/boards/${enc(id)}/items/${enc(locationId)}`,
  members: (id: string) => `/api/boards/${enc(id)}/members`,
};
