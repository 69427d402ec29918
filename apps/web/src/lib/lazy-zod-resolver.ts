import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { whenIdle } from './when-idle';

type Schema<Input, Output> = z.ZodType<Output, Input>;

/**
 * A react-hook-form resolver for a domain zod schema that is fetched after the form is on screen:
 * zod (about 25 KB of gzipped JavaScript) is not needed to show a form or type into it, only to check
 * it, so it stays out of what a page loads before it can be used. The schema starts loading
 * once the browser is idle after the module that made the resolver ran; a check asked for before it
 * has arrived (a very quick submit) waits for it. The checks and their messages are the same schema's.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<Schema<Input, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      );
      // A failed fetch (a flaky connection) is tried again at the next check, not remembered.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  if (typeof window !== 'undefined') whenIdle(() => void load().catch(() => {}));
  return async (values, context, options) => (await load())(values, context, options);
}
