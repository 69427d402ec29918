/** Every failed API call ends up as one of these, whichever server part answered. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The server's `x-request-id` of the failed call: error reports quote it, the server log has it. */
  readonly requestId: string | undefined;
  /** A request that failed its schema: the field the message is about ('message', 'ids.0'). */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, requestId?: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.field = field;
  }
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData which goes as multipart (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

export const UNREACHABLE_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

// Product section 8: transient gateway errors are retried once by the client.
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 400;

const DEFAULT_MESSAGES: Record<number, string> = {
  0: UNREACHABLE_MESSAGE,
  401: 'You must be logged in to do that.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  429: 'Too many requests. Please try again later.',
};

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const init = buildInit(options);
  let response = await send(path, init);
  if (TRANSIENT_STATUSES.has(response.status)) {
    await wait(RETRY_DELAY_MS, options.signal);
    response = await send(path, init);
  }
  const payload = await readPayload(response);
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (!response.ok) throw toApiError(response.status, payload, requestId);
  // Typed, not parsed: the server serialises every answer through its domain schema (z.encode), and
  // zod in the browser would add 25 KB of gzipped JavaScript to the pages that read answers.
  return payload as T;
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred';
}

function buildInit({ method, body, signal }: ApiFetchOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST'), headers };
  // The session lives in an httpOnly cookie, so every call carries credentials.
  init.credentials = 'include';
  if (payload !== undefined) init.body = payload;
  if (signal) init.signal = signal;
  return init;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where calls go: the browser's fetch, unless the server is drawing a page, when they go straight to
 * its own routes (ssr/render-page.tsx). Set once per process; the browser never calls it.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(path, init);
  } catch (error) {
    // Cancellation (React Query unmounts, route changes) must stay an AbortError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', DEFAULT_MESSAGES[0]!);
  }
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, payload: unknown, requestId?: string): ApiError {
  // Our API: { error: { code, message, field? } }. Better Auth: { code, message }.
  const body = isRecord(payload) && isRecord(payload.error) ? payload.error : payload;
  if (isRecord(body)) {
    const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
    const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage(status);
    const field = typeof body.field === 'string' ? body.field : undefined;
    return new ApiError(status, code, message, requestId, field);
  }
  // Proxies and rate limiters may answer in plain text; HTML error pages are not shown to people.
  const text = typeof body === 'string' && body.length < 300 && !body.trimStart().startsWith('<') ? body : '';
  return new ApiError(status, `HTTP_${status}`, text || fallbackMessage(status), requestId);
}

function fallbackMessage(status: number): string {
  return DEFAULT_MESSAGES[status] ?? `The request failed (${status}). Please try again.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
