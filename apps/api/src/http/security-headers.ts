import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, and `extra` ones, on every answer: static files and errors included.
 * Helmet decides them once, at start-up, and each request gets the same list: with no per-request
 * directive (a nonce, say) they cannot differ, and helmet built the policy again for each request,
 * checking every directive, about 3 % of a search's server time under load (bench:search's
 * profile, 2026-11-29). @fastify/helmet, used before, even built the middleware per request.
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  extra: Readonly<Record<string, string>> = {},
): void {
  const headers = [...helmetHeaders(options), ...Object.entries(extra)];
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet writes with these options, as [name, value] pairs. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  for (const [name, value] of Object.entries(directives ?? {})) {
    const values = value !== null && typeof value === 'object' ? [...value] : [];
    if (values.some((entry) => typeof entry === 'function')) {
      throw new Error(`The ${name} directive is worked out per request; the headers cannot be kept`);
    }
  }
  const written = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number) {
      written.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      written.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...written];
}
