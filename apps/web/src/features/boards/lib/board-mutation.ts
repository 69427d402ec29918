import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to boards: afterwards every board query (lists, saved badges, the board) is asked again. */
export function useBoardMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['boards'] }),
  });
}
