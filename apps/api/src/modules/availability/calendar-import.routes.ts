import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import {
  importCalendarBodySchema,
  importedCalendarAnswerSchema,
} from '@setspot/domain/availability/calendar-import-schemas';
import { CALENDAR_NOT_FOUND_HERE } from '@setspot/domain/availability/calendar-import-texts';
import { uuidSchema } from '@setspot/domain/common/common-schemas';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { importCalendar, removeImportedCalendar, syncNow } from './calendar-import.service.ts';

/**
 * Calendar import (ADR 0044): a listing's owner adds external iCal links (Airbnb, Peerspace, Google),
 * syncs one now or removes it. Registered inside the availability routes (same no-store answers).
 */
export const calendarImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
    role: 'owner',
  });
  const listingParams = z.object({ id: uuidSchema(PROPERTY_NOT_FOUND) });
  const calendarParams = listingParams.extend({ calendarId: uuidSchema(CALENDAR_NOT_FOUND_HERE) });

  app.post(
    '/api/owner/listings/:id/imported-calendars',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Import an external calendar (a name and its iCal link); it is synced at once',
        params: listingParams,
        body: importCalendarBodySchema,
        response: { 200: importedCalendarAnswerSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await importCalendar(deps, actorOf(request).id, request.params.id, request.body)),
  );

  app.post(
    '/api/owner/listings/:id/imported-calendars/:calendarId/sync',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: "'Sync now': fetch an imported calendar and replace its blocked days",
        params: calendarParams,
        response: { 200: importedCalendarAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await syncNow(deps, actorOf(request).id, request.params.id, request.params.calendarId),
      ),
  );

  app.delete(
    '/api/owner/listings/:id/imported-calendars/:calendarId',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Remove an imported calendar; the days it blocked are free again',
        params: calendarParams,
        response: { 200: z.object({ removed: z.literal(true) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await removeImportedCalendar(deps, actorOf(request).id, request.params.id, request.params.calendarId),
      ),
  );
};
