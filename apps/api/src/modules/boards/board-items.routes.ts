import {
  boardItemRequestSchema,
  commentRequestSchema,
  inviteMemberRequestSchema,
  voteRequestSchema,
  voteSchema,
} from '@setspot/domain/boards/board-schemas';
import { BOARD_ITEM_NOT_FOUND, BOARD_NOT_FOUND, MEMBER_NOT_FOUND } from '@setspot/domain/boards/board-texts';
import { uuidSchema } from '@setspot/domain/common/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import {
  addComment,
  castVote,
  inviteMember,
  removeItem,
  removeMember,
  saveItem,
} from './board-changes.service.ts';

const tags = ['boards'];
const doneSchema = z.object({ ok: z.literal(true) });
const itemParams = z.object({
  id: uuidSchema(BOARD_NOT_FOUND),
  locationId: uuidSchema(BOARD_ITEM_NOT_FOUND),
});
const memberParams = z.object({ id: uuidSchema(BOARD_NOT_FOUND), userId: uuidSchema(MEMBER_NOT_FOUND) });

/** What is on a board and who is on it: listings with notes, members, votes and comments (ADR 0042). */
export const boardItemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = requireActor(deps);

  app.put(
    '/api/boards/:id/items/:locationId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Saves a listing on the board, or changes its note (the board owner only)',
        params: itemParams,
        body: boardItemRequestSchema,
        response: { 200: doneSchema, ...conflictResponses },
      },
    },
    async (request, reply) => {
      const { id, locationId } = request.params;
      return sendOutcome(reply, await saveItem(deps, actorOf(request), id, locationId, request.body.note));
    },
  );

  app.delete(
    '/api/boards/:id/items/:locationId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Takes a listing off the board (the board owner only)',
        params: itemParams,
        response: { 200: doneSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await removeItem(deps, actorOf(request), request.params.id, request.params.locationId),
      ),
  );

  app.put(
    '/api/boards/:id/items/:locationId/vote',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The caller's thumbs up or down on a listing of the board, or 'none' (owner and members)",
        params: itemParams,
        body: voteRequestSchema,
        response: { 200: z.object({ vote: voteSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, locationId } = request.params;
      return sendOutcome(reply, await castVote(deps, actorOf(request), id, locationId, request.body.vote));
    },
  );

  app.post(
    '/api/boards/:id/items/:locationId/comments',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'A comment on a listing of the board (owner and members)',
        params: itemParams,
        body: commentRequestSchema,
        response: {
          201: z.object({ id: z.string(), body: z.string(), createdAt: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, locationId } = request.params;
      return sendOutcome(
        reply,
        await addComment(deps, actorOf(request), id, locationId, request.body.body),
        201,
      );
    },
  );

  app.post(
    '/api/boards/:id/members',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Invites a person with a SetSpot account, by email, to vote and comment (the board owner only)',
        params: idParamsSchema(BOARD_NOT_FOUND),
        body: inviteMemberRequestSchema,
        response: { 201: doneSchema, ...conflictResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(
        reply,
        await inviteMember(deps, actorOf(request), request.params.id, request.body.email),
        201,
      );
    },
  );

  app.delete(
    '/api/boards/:id/members/:userId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The board owner removes a member, or a member leaves',
        params: memberParams,
        response: { 200: doneSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await removeMember(deps, actorOf(request), request.params.id, request.params.userId),
      ),
  );
};
