import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';
import { sessionCookieValue } from '../../http/session-cookie.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { authPathLimit } from './auth-limits.ts';
import { isAllowedAuthPath } from './auth-paths.ts';
import { answerPasswordResetRequest } from './password-reset-requests.ts';
import { createSignInLimits } from './sign-in-limits.ts';

/**
 * Mounts Better Auth at /api/auth/*: Fastify's request becomes a Fetch Request and the answer
 * is copied back, Set-Cookie headers included. Only the endpoints SetSpot uses are reachable, and
 * refusals are rewritten into the one error shape of the API.
 */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { auth, config, currentUsers } = deps;
  const beginSignIn = createSignInLimits(deps);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      if (!isAllowedAuthPath(request.method, request.url)) {
        return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
      }
      if (isPost(request, '/api/auth/request-password-reset')) {
        return answerPasswordResetRequest(deps, request, reply);
      }
      const limited = await deps.rateLimiter.hit(authPathLimit(config, request.url), request.ip);
      if (limited.refused) return tooManyRequests(reply, limited.retryAfterSeconds);
      const signIn = isPost(request, '/api/auth/sign-in/email')
        ? await beginSignIn(request.ip, request.body)
        : null;
      if (signIn?.refused) return tooManyRequests(reply, signIn.retryAfterSeconds);
      const response = await auth.handler(toFetchRequest(request));
      await signIn?.finish(response.status);
      // A sign-out or password change here must show in GET /api/me at once, not after its 5 s (ADR 0023).
      const sessionCookie = sessionCookieValue(request);
      if (request.method === 'POST' && sessionCookie) currentUsers.forgetUserOf(sessionCookie);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        const name = key.toLowerCase();
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status >= 400) {
        return reply.type('application/json').send(await refusalBody(response, config));
      }
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};

function isPost(request: FastifyRequest, path: string): boolean {
  return request.method === 'POST' && request.url.split('?')[0] === path;
}

/** Better Auth answers `{ code, message }` or nothing; the API answers `{ error: { code, message } }`. */
async function refusalBody(response: Response, config: Config) {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (or empty): keep the status and say what it means.
  }
  const { code, message, ...rest } = body;
  const errorCode = typeof code === 'string' && code ? code : statusCode(response.status);
  let readable = typeof message === 'string' && message ? message : defaultMessage(response.status);
  if (readable === 'Invalid origin') readable = invalidOriginMessage(config);
  return { error: { ...rest, code: errorCode, message: readable } };
}

function statusCode(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

function defaultMessage(status: number): string {
  return status >= 500 ? 'Something went wrong' : 'The request could not be completed';
}

function invalidOriginMessage(config: Config): string {
  return config.production
    ? `This page's address is not the one SetSpot is configured for (PUBLIC_URL=${config.publicUrl}). ` +
        'Open SetSpot at that address, or set PUBLIC_URL to the address people use.'
    : `This page's address is not one SetSpot trusts. Open ${config.publicUrl} (or set PUBLIC_URL).`;
}

export function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  // request.ip honours TRUST_PROXY; a client cannot set this header itself (stripped above).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}
