import { adminOverviewSchema } from '@setspot/domain/admin/overview-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/outcome.ts';
import { requireOperator } from './admin-guard.ts';
import { overviewOfRecentSeconds } from './overview.service.ts';

/** The console's overview (ADR 0049): operators only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const overview = overviewOfRecentSeconds(deps);
  app.get(
    '/api/admin/overview',
    {
      preValidation: requireOperator(deps),
      schema: {
        tags: ['admin'],
        summary: 'The last 30 days: bookings, requests answered, sign-ups, listings, reports, payouts',
        response: { 200: adminOverviewSchema, ...errorResponses },
      },
    },
    async () => overview(),
  );
};
