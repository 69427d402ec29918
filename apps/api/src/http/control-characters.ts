import { errorBody } from '@setspot/domain/common/error-body';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@setspot/domain/common/text-rules';
import type { FastifyInstance } from 'fastify';

const MAX_DEPTH = 32;

/** The path of the first string under `value` that holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every route, present and future, refuses control characters in its path parameters, query and
 * JSON body with a 400 that names the field (before any route's own validation or database work).
 */
export function refuseControlCharacters(app: FastifyInstance) {
  // A callback hook, as every hook each request meets (docs/architecture.md, conventions).
  app.addHook('preValidation', (request, reply, done) => {
    const field =
      findControlCharacter(request.params, '') ??
      findControlCharacter(request.query, '') ??
      findControlCharacter(request.body, '');
    if (field === null) return done();
    reply
      .status(400)
      .send(errorBody('VALIDATION_ERROR', `${field || 'The request'} ${CONTROL_CHARACTER_MESSAGE}`));
  });
}
