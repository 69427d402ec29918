import type { FastifyInstance } from 'fastify';

type InjectOptions = { method: string; url: string; headers?: Record<string, string>; payload?: unknown };

/**
 * The part of Fastify's `inject` the test fixtures use, sent over real HTTP to a SetSpot process at
 * `base()` (a child process the test starts and kills): the fixtures then drive it unchanged.
 * Requests come from the process's own origin, as the browser app's would.
 */
export function httpInjector(base: () => string): FastifyInstance {
  const inject = async ({ method, url, headers = {}, payload }: InjectOptions) => {
    const origin = base();
    const res = await fetch(origin + url, {
      method,
      headers: { ...headers, ...(headers.origin ? { origin } : {}) },
      ...(payload === undefined
        ? {}
        : { body: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      redirect: 'manual',
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      body,
      headers: { 'set-cookie': res.headers.getSetCookie() },
      json: () => JSON.parse(body),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
