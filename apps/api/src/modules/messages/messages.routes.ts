import { errorBodySchema } from '@setspot/domain/common/error-body';
import { conversationListSchema } from '@setspot/domain/messages/conversation-schemas';
import {
  markMessagesReadResponseSchema,
  markMessagesReadSchema,
  messageRequestSchema,
  sentMessageSchema,
  threadQuerySchema,
  threadSchema,
} from '@setspot/domain/messages/message-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { createMessageHub } from './message-hub.ts';
import { conversationsOf, markMessagesRead, readThread } from './message-reads.service.ts';
import { sendMessage } from './send-message.service.ts';

const tags = ['messages'];

/** Conversations, messages, read receipts and the realtime stream: only the two parties (architecture 6). */
export const messagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireActor(deps);
  const hub = await createMessageHub(deps.database, deps.log, {
    ends: deps.auth.sessionEnds,
    checkEveryMs: deps.config.streamSessionCheckMs,
  });
  // Open streams would hold app.close() forever: end them first, each with a reconnect hint.
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/conversations',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Your conversations, newest first',
        response: { 200: conversationListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await conversationsOf(deps.db, actorOf(request).id) }),
  );

  app.get(
    '/api/messages',
    {
      preValidation,
      schema: {
        tags,
        summary: 'One conversation: with a user (userId) or by id (conversationId)',
        querystring: threadQuerySchema,
        response: { 200: threadSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await readThread(deps.db, actorOf(request), request.query));
    },
  );

  app.post(
    '/api/messages',
    {
      preValidation,
      config: { rateLimit: { perUser: deps.config.messageRateLimitPerMinute, windowSeconds: 60 } },
      schema: {
        tags,
        summary: 'Send a message (rate limited per user)',
        body: messageRequestSchema,
        response: { 201: sentMessageSchema, ...errorResponses, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await sendMessage(deps, actorOf(request), request.body);
      return sendOutcome(reply, outcome.ok ? { ok: true, value: { message: outcome.value } } : outcome, 201);
    },
  );

  app.post(
    '/api/messages/read',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Mark messages you received as read',
        body: markMessagesReadSchema,
        response: { 200: markMessagesReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => markMessagesRead(deps, actorOf(request), request.body.ids),
  );

  app.get(
    '/api/messages/stream',
    {
      preValidation,
      schema: { tags, summary: 'Server-Sent Events: new messages and read receipts for you' },
    },
    async (request, reply) => {
      const { id, sessionId } = actorOf(request);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back.
        'x-accel-buffering': 'no',
      });
      hub.attach(id, sessionId, reply.raw);
    },
  );
};
