import { errorBodySchema } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendRefusal } from '../../http/outcome.ts';
import { calendarFeed, FEED_NOT_FOUND } from './calendar-feed.service.ts';

/**
 * The private iCal feed (ADR 0039): no session, the token in the address is the key. Calendar apps
 * poll it, so it is short-lived in caches and never stored by shared ones.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/calendar-feeds/:file',
    {
      schema: {
        tags: ['locations'],
        summary: "A listing's booked and blocked days as iCalendar (text/calendar), by its private link",
        params: z.object({ file: z.string({ error: FEED_NOT_FOUND }).max(100, FEED_NOT_FOUND) }),
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await calendarFeed(deps, request.params.file);
      if (!outcome.ok) return sendRefusal(reply, outcome);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(outcome.value as never);
    },
  );
};
