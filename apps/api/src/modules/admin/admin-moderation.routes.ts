import {
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminIdParamsSchema,
  adminListingDetailSchema,
  adminListingSchema,
  adminListingsPageSchema,
  adminListingsQuerySchema,
  operatorReasonSchema,
} from '@setspot/domain/admin/admin-schemas';
import {
  reportsPageSchema,
  reportsQuerySchema,
  reportWithContextSchema,
  resolveReportSchema,
} from '@setspot/domain/admin/report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { operatorOf, requireOperator } from './admin-guard.ts';
import { findBookings, findListings, listingDetail } from './admin-users.service.ts';
import { setListingVisibility } from './listing-moderation.service.ts';
import { reportDetail, reportQueue, resolveReport } from './reports.service.ts';
import { removeReview } from './review-moderation.service.ts';

/** The console's listings, reports and reviews (ADR 0038): operators only. */
export const adminModerationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operatorsOnly = requireOperator(deps);
  const tags = ['admin'];
  const idParams = { params: adminIdParamsSchema };

  app.get(
    '/api/admin/listings',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Every listing by text and state, a page at a time',
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsPageSchema, ...errorResponses },
      },
    },
    async (request) => findListings(deps, request.query),
  );

  app.get(
    '/api/admin/listings/:id',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'A listing with its reports and audit trail',
        ...idParams,
        response: { 200: adminListingDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await listingDetail(deps, request.params.id)),
  );

  for (const [action, hide] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/listings/:id/${action}`,
      {
        preValidation: operatorsOnly,
        schema: {
          tags,
          summary: hide
            ? 'Hide a live listing; the reason is emailed to its owner'
            : 'Show a hidden listing again',
          ...idParams,
          body: operatorReasonSchema,
          response: { 200: adminListingSchema, ...conflictResponses },
        },
      },
      async (request, reply) =>
        sendOutcome(
          reply,
          await setListingVisibility(deps, operatorOf(request), request.params.id, hide, request.body.reason),
        ),
    );
  }

  app.get(
    '/api/admin/bookings',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Bookings by id, listing, user, status and dates, a page at a time',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsPageSchema, ...errorResponses },
      },
    },
    async (request) => findBookings(deps, request.query),
  );

  app.get(
    '/api/admin/reports',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'The report queue with what each report is about',
        querystring: reportsQuerySchema,
        response: { 200: reportsPageSchema, ...errorResponses },
      },
    },
    async (request) => reportQueue(deps, request.query),
  );

  app.get(
    '/api/admin/reports/:id',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'One report with its context',
        ...idParams,
        response: { 200: reportWithContextSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await reportDetail(deps, request.params.id)),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Resolve a report with an action (none, hide content, suspend user) and a note',
        ...idParams,
        body: resolveReportSchema,
        response: { 200: reportWithContextSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await resolveReport(deps, operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/reviews/:id/remove',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: "Remove a review: it shows as 'Removed by SetSpot' and leaves the average",
        ...idParams,
        body: operatorReasonSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await removeReview(deps, operatorOf(request), request.params.id, request.body.reason),
      ),
  );
};
