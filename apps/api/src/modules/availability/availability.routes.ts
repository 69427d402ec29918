import { MUST_BE_LOGGED_IN_TO_ACCESS_PAGE } from '@setspot/domain/auth/auth-texts';
import {
  blockDaysBodySchema,
  blockedDaysChangedSchema,
  bookingRulesSchema,
  bookingRulesViewSchema,
  calendarFeedLinkSchema,
  ownerCalendarSchema,
  unblockDaysQuerySchema,
} from '@setspot/domain/availability/calendar-schemas';
import { PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { blockDays, getOwnerCalendar, saveBookingRules, unblockDays } from './availability.service.ts';
import { makeNewFeedLink } from './calendar-feed.service.ts';
import { calendarImportRoutes } from './calendar-import.routes.ts';

/** The owner's calendar of one listing: blocked days and booking rules (ADR 0039). Owners only. */
export const availabilityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_ACCESS_PAGE,
    role: 'owner',
  });
  const params = idParamsSchema(PROPERTY_NOT_FOUND);
  answerNoStore(app);
  await app.register(calendarImportRoutes, deps);

  app.get(
    '/api/owner/listings/:id/calendar',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: "One listing's calendar: bookings with the renter's name, blocked days, rules",
        params,
        response: { 200: ownerCalendarSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await getOwnerCalendar(deps, actorOf(request).id, request.params.id)),
  );

  app.put(
    '/api/owner/listings/:id/booking-rules',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Booking rules: days per booking, notice, how far ahead, instant book',
        params,
        body: bookingRulesSchema,
        response: { 200: z.object({ rules: bookingRulesViewSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(
        reply,
        await saveBookingRules(deps, actorOf(request).id, request.params.id, request.body),
      );
    },
  );

  app.post(
    '/api/owner/listings/:id/blocked-days',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Block a run of days with an optional note; refused (409) while a booking holds one',
        params,
        body: blockDaysBodySchema,
        response: { 200: blockedDaysChangedSchema, ...conflictResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(reply, await blockDays(deps, actorOf(request).id, request.params.id, request.body));
    },
  );

  app.post(
    '/api/owner/listings/:id/calendar-feed',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: "Make a new private iCal feed link for the listing's calendar; the old link ends",
        params,
        response: { 200: calendarFeedLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await makeNewFeedLink(deps, actorOf(request).id, request.params.id)),
  );

  app.delete(
    '/api/owner/listings/:id/blocked-days',
    {
      preValidation,
      schema: {
        tags: ['owner'],
        summary: 'Unblock a run of days the owner blocked',
        params,
        querystring: unblockDaysQuerySchema,
        response: { 200: blockedDaysChangedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      return sendOutcome(
        reply,
        await unblockDays(deps, actorOf(request).id, request.params.id, request.query),
      );
    },
  );
};
