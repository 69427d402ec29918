import { TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { TechnicalDetails } from '../../components/errors/technical-details';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /error: other screens navigate here with `state: { error }` (a string or an Error-like object). */
export function ErrorPageRoute() {
  useDocumentTitle('Something went wrong');
  const { state } = useLocation() as { state: unknown };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-destructive-soft text-destructive">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="text-muted-foreground">
          We've encountered an unexpected error and our team has been notified.
        </p>
      </div>
      <section aria-labelledby="what-happened" className="grid gap-3 rounded-xl border border-border p-5">
        <h2 id="what-happened" className="font-semibold">
          What happened?
        </h2>
        <p className="text-sm text-muted-foreground">
          Something did not work as expected while we were handling your request. Reloading the page often
          fixes it; if it keeps happening, go back to the home page and try again later.
        </p>
        <TechnicalDetails text={stateErrorText(state)} />
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}

function stateErrorText(state: unknown): string {
  const error = typeof state === 'object' && state !== null && 'error' in state ? state.error : undefined;
  if (typeof error === 'string' && error) return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message || 'An unknown error occurred';
  }
  return 'An unknown error occurred';
}
