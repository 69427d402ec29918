import type { FastifyInstance } from 'fastify';

/** Deeper than any body SetSpot takes; a cheap bound so no parser or copier recurses without end. */
export const MAX_JSON_DEPTH = 32;

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Deepest nesting of arrays and objects in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string, stopAbove = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}

/**
 * Replaces Fastify's JSON parser for every route: a body nested deeper than MAX_JSON_DEPTH is a
 * cheap 400 before anything walks it, and a `__proto__` key is dropped (it can never be a field of
 * ours) instead of failing the whole body as "not valid JSON".
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(new BodyError(400, 'BAD_REQUEST', 'The request body is empty'));
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(new BodyError(400, 'BAD_REQUEST', 'The request body is nested too deeply'));
    }
    try {
      done(
        null,
        JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new BodyError(400, 'BAD_REQUEST', 'The request body is not valid JSON'));
    }
  });
}
