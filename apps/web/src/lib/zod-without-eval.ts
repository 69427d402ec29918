import { config } from 'zod/v4';

// zod asks whether the page may run eval (new Function) the first time it builds an object schema,
// to compile faster checks. SetSpot's Content-Security-Policy forbids eval, so the browser refuses and
// files the refusal as a page issue (Lighthouse: best practices). Jitless, zod never asks. The browser
// build points 'zod' here (vite.config.ts), so this runs before any module that builds a schema.
config({ jitless: true });

export * from 'zod/v4';
export { z } from 'zod/v4';
