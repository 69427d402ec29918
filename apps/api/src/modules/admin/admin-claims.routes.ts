import { adminIdParamsSchema } from '@setspot/domain/admin/admin-schemas';
import {
  adminClaimSchema,
  adminClaimsPageSchema,
  adminClaimsQuerySchema,
  claimDecisionSchema,
} from '@setspot/domain/bookings/claim-schemas';
import { CLAIM_NOT_FOUND } from '@setspot/domain/bookings/claim-texts';
import { uuidSchema } from '@setspot/domain/common/common-schemas';
import { errorBodySchema } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, errorResponses, sendOutcome, sendRefusal } from '../../http/outcome.ts';
import { claimDocument, sendDocument } from '../claims/claims.public.ts';
import { operatorOf, requireOperator } from './admin-guard.ts';
import { claimDetail, claimQueue, decideClaim } from './claim-decisions.service.ts';

/** The console's pardonable-event claims (ADR 0048): operators only. */
export const adminClaimsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preValidation = requireOperator(deps);
  const tags = ['admin'];

  app.get(
    '/api/admin/claims',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Pardonable-event claims, open ones oldest first',
        querystring: adminClaimsQuerySchema,
        response: { 200: adminClaimsPageSchema, ...errorResponses },
      },
    },
    async (request) => claimQueue(deps, request.query),
  );

  app.get(
    '/api/admin/claims/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'A claim with its booking and documents',
        params: adminIdParamsSchema,
        response: { 200: adminClaimSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await claimDetail(deps, request.params.id)),
  );

  app.post(
    '/api/admin/claims/:id/decision',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Approve (full refund, service fee included) or decline a claim, with a reason; final',
        params: adminIdParamsSchema,
        body: claimDecisionSchema,
        response: { 200: adminClaimSchema, ...conflictResponses, 402: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await decideClaim(deps, operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/claims/:id/documents/:documentId',
    {
      preValidation,
      schema: {
        tags,
        summary: "Download one of a claim's documents",
        params: adminIdParamsSchema.extend({ documentId: uuidSchema(CLAIM_NOT_FOUND) }),
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const found = await claimDocument(deps, { operatorClaimId: id }, documentId);
      return found.ok ? sendDocument(reply, found.value) : sendRefusal(reply, found);
    },
  );
};
