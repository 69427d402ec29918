/** Query keys of the boards feature; every change to a board invalidates `all`. */
export const boardQueryKeys = {
  all: ['boards'] as const,
  list: ['boards', 'list'] as const,
  saved: (viewer: string) => ['boards', 'saved', viewer] as const,
  board: (id: string) => ['boards', 'board', id] as const,
  shared: (token: string) => ['boards', 'shared', token] as const,
};
