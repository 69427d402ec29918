import { newReportSchema, reportReceivedSchema } from '@setspot/domain/admin/report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { fileReport } from './reports.service.ts';

/** 'Report' on a listing, a user, a message or a review: any signed-in user (ADR 0038). */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/reports',
    {
      preValidation: requireActor(deps),
      schema: {
        tags: ['reports'],
        summary: 'Report a listing, a user, a message or a review to SetSpot',
        body: newReportSchema,
        response: { 201: reportReceivedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await fileReport(deps, actorOf(request).id, request.body), 201),
  );
};
