import { Readable } from 'node:stream';
import { errorBody } from '@setspot/domain/common/error-body';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  INCORRECT_PASSWORD,
} from '@setspot/domain/profiles/account-deletion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, clearedSessionCookies, isCurrentPassword, requireActor } from '../auth/auth.public.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { exportAccount } from './account-export.service.ts';

// Deleting is rare and guards a password: a few tries per address and window are plenty.
const DELETIONS_PER_IP_PER_WINDOW = 10;

/** The signed-in user's own account: delete it, download its data (ADR 0017). Self only: no ids. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = requireActor(deps);

  app.delete(
    '/api/me',
    {
      preValidation: signedIn,
      config: { rateLimit: { perAddress: DELETIONS_PER_IP_PER_WINDOW } },
      schema: {
        tags: ['profiles'],
        summary: 'Delete the signed-in account (confirmed with its password)',
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = actorOf(request);
      if (!(await isCurrentPassword(deps.auth, request, request.body.password))) {
        return reply.status(403).send(errorBody('FORBIDDEN', INCORRECT_PASSWORD));
      }
      const outcome = await deleteAccount(deps, actor.id);
      if (outcome.ok) reply.header('set-cookie', await clearedSessionCookies(deps.auth));
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/me/export',
    {
      preValidation: signedIn,
      schema: {
        tags: ['profiles'],
        summary: "Download the signed-in user's data as a JSON file (streamed)",
        querystring: z.object({}).strict(),
        response: {
          200: z.unknown().describe('The JSON document, as an attachment'),
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="setspot-data-${day}.json"`)
        .send(Readable.from(exportAccount(deps, actor.id)));
    },
  );
};
