import {
  boardDetailSchema,
  boardListSchema,
  createBoardRequestSchema,
  renameBoardRequestSchema,
  savedListingsSchema,
  sharedBoardSchema,
  shareLinkSchema,
} from '@setspot/domain/boards/board-schemas';
import {
  BOARD_NOT_FOUND,
  BOARDS_FOR_FILMMAKERS,
  SHARED_BOARD_NOT_FOUND,
} from '@setspot/domain/boards/board-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { createBoard, removeBoard, renameBoard, setSharing } from './board-changes.service.ts';
import { boardItemRoutes } from './board-items.routes.ts';
import { getBoard, getSavedListings, getSharedBoard, listBoards } from './board-reads.service.ts';

const tags = ['boards'];
const doneSchema = z.object({ ok: z.literal(true) });
const boardParams = idParamsSchema(BOARD_NOT_FOUND);

/** Scouting boards (ADR 0042): the boards themselves, sharing, and the public shared view. */
export const boardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = requireActor(deps);
  // Boards belong to the accounts that book (filmmakers); anyone signed in may be invited to one.
  const filmmaker = requireActor(deps, { role: 'filmmaker' });
  answerNoStore(app);

  app.get(
    '/api/boards',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The boards the signed-in user owns or was invited to',
        response: { 200: boardListSchema, ...errorResponses },
      },
    },
    async (request) => listBoards(deps, actorOf(request)),
  );

  app.post(
    '/api/boards',
    {
      preValidation: filmmaker,
      schema: {
        tags,
        summary: `A new private board, optionally with a first listing saved on it (${BOARDS_FOR_FILMMAKERS.toLowerCase()})`,
        body: createBoardRequestSchema,
        response: { 201: z.object({ id: z.string(), name: z.string() }), ...conflictResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await createBoard(deps, actorOf(request), request.body), 201);
    },
  );

  app.get(
    '/api/boards/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "A board for its owner or a member: listings, notes, comments; the owner also gets each member's vote, the tally and the share link",
        params: boardParams,
        response: { 200: boardDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await getBoard(deps, actorOf(request), request.params.id)),
  );

  app.put(
    '/api/boards/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Renames a board (its owner only)',
        params: boardParams,
        body: renameBoardRequestSchema,
        response: { 200: doneSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(
        reply,
        await renameBoard(deps, actorOf(request), request.params.id, request.body.name),
      );
    },
  );

  app.delete(
    '/api/boards/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Deletes a board with its notes, votes and comments (its owner only)',
        params: boardParams,
        response: { 200: doneSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await removeBoard(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/boards/:id/share',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Shares the board by a new read-only link; any earlier link stops working (its owner only)',
        params: boardParams,
        response: { 200: shareLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await setSharing(deps, actorOf(request), request.params.id, true)),
  );

  app.delete(
    '/api/boards/:id/share',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Turns the board's share link off (its owner only)",
        params: boardParams,
        response: { 200: shareLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await setSharing(deps, actorOf(request), request.params.id, false)),
  );

  app.get(
    '/api/shared-boards/:token',
    {
      schema: {
        tags,
        summary:
          'A shared board, for anyone with the link: names, notes and visitor cards (no address, no contact)',
        params: z.object({ token: z.string().max(100, SHARED_BOARD_NOT_FOUND) }),
        response: { 200: sharedBoardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Whoever holds a link may pass it on, but it should never be found through a search engine.
      reply.header('x-robots-tag', 'noindex');
      return sendOutcome(reply, await getSharedBoard(deps, request.params.token));
    },
  );

  app.get(
    '/api/me/saved-listings',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "The signed-in user's own boards and the listings on each (for 'Saved' and the board picker)",
        response: { 200: savedListingsSchema, ...errorResponses },
      },
    },
    async (request) => getSavedListings(deps, actorOf(request)),
  );

  await app.register(boardItemRoutes, deps);
};
