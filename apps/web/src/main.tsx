import './index.css';
import { SERVER_RENDER_STATE_ID } from './app/server-render-state';
import { markAppReady, whenAppReady } from './lib/app-ready';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import { registerServiceWorker } from './lib/register-service-worker';
import { showStartupFailure } from './lib/startup-failure';

// This entry stays tiny and loads the React app as a separate chunk, so that a failure to load or
// start the app can still be shown to the user (spec: 'Unable to load application').
installGlobalErrorHandlers();
registerServiceWorker(whenAppReady());

// The service worker waits for the app to be ready; an app that cannot start gets it all the same.
const failToStart = (error: unknown) => {
  markAppReady();
  showStartupFailure(error);
};

const container = document.getElementById('root');
if (!container) {
  failToStart(new Error('The #root element is missing from index.html'));
} else {
  const start = () =>
    import('./app/app')
      // undefined: a chunk failed and the vite:preloadError handler is already reloading the page.
      .then((app: typeof import('./app/app') | undefined) => app?.mountApp(container))
      .catch(failToStart);
  // A page the server drew is already on screen: its code only makes it interactive, so it is asked
  // for after the first paint rather than competing with it (ADR 0022).
  if (document.getElementById(SERVER_RENDER_STATE_ID)) requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
