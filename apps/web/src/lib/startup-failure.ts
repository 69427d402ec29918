import { reportError } from './report-error';

// Shown when React could not start or crashed outside every boundary, so it is built with plain DOM.
export function showStartupFailure(error: unknown): void {
  console.error(error);
  reportError('startup', error);
  const container = document.getElementById('root') ?? document.body;

  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.className =
    'mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center';

  const title = document.createElement('h1');
  title.className = 'text-2xl font-semibold text-foreground';
  title.textContent = 'Unable to load application';

  const text = document.createElement('p');
  text.className = 'text-muted-foreground';
  text.textContent = "We're sorry, but the application couldn't be loaded. Please try refreshing the page.";

  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => window.location.reload());

  panel.append(title, text, button);
  container.replaceChildren(panel);
  document.title = 'Unable to load application | SetSpot';
}
