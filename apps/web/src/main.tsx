import './index.css';
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
  import('./app/app')
    // undefined: a chunk failed and the vite:preloadError handler is already reloading the page.
    .then((app: typeof import('./app/app') | undefined) => app?.mountApp(container))
    .catch(showStartupFailure);
}
