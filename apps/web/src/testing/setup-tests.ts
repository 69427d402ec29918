import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Window as HappyDomWindow } from 'happy-dom';
import { toast } from 'sonner';
import { afterEach, beforeAll, inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** The real API server of this run (scripts/web-test-api.mjs). */
    apiOrigin: string;
  }
}

// Answers come from a real server on a machine that may be busy: wait for them up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// The page lives on the API's origin, as in production, so relative /api requests reach it.
beforeAll(() => {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${inject('apiOrigin')}/`);
});

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
});
