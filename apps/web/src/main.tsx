import './index.css';
import { SERVER_RENDER_STATE_ID } from './app/server-render-state';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import { registerServiceWorker } from './lib/register-service-worker';
import { showStartupFailure } from './lib/startup-failure';

// This entry stays tiny and loads the React app as a separate chunk, so that a failure to load or
// start the app can still be shown to the user (spec: 'Unable to load application').
installGlobalErrorHandlers();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) {
  showStartupFailure(new Error('The #root element is missing from index.html'));
} else {
  const start = () =>
    import('./app/app')
      // undefined: a chunk failed and the vite:preloadError handler is already reloading the page.
      .then((app: typeof import('./app/app') | undefined) => app?.mountApp(container))
      .catch(showStartupFailure);
  // A page the server drew is already on screen: its code only makes it interactive, so it is asked
  // for after the first paint rather than competing with it (ADR 0022).
  if (document.getElementById(SERVER_RENDER_STATE_ID)) requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
