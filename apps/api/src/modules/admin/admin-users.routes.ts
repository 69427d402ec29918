import {
  adminIdParamsSchema,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  operatorReasonSchema,
  suspendResultSchema,
} from '@setspot/domain/admin/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { conflictResponses, errorResponses, sendOutcome } from '../../http/outcome.ts';
import { operatorOf, requireOperator } from './admin-guard.ts';
import { auditPage, confirmEmail, findUsers, userDetail } from './admin-users.service.ts';
import { suspendUser, unsuspendUser } from './suspension.service.ts';

/** The console's users and audit log (ADR 0038): operators only, every action with a reason. */
export const adminUsersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operatorsOnly = requireOperator(deps);
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Users by name or email, type and state, a page at a time',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => findUsers(deps, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: "A user's profile, listings, bookings, reports and audit trail",
        params: adminIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendOutcome(reply, await userDetail(deps, request.params.id)),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Suspend: sessions end, listings hidden, open bookings cancelled with full refunds',
        params: adminIdParamsSchema,
        body: operatorReasonSchema,
        response: { 200: suspendResultSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await suspendUser(deps, operatorOf(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'Lift a suspension; listings hidden with it come back',
        params: adminIdParamsSchema,
        body: operatorReasonSchema,
        response: { 200: adminUserSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await unsuspendUser(deps, operatorOf(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    '/api/admin/users/:id/confirm-email',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: "Mark a user's email address confirmed by hand",
        params: adminIdParamsSchema,
        body: operatorReasonSchema,
        response: { 200: adminUserSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await confirmEmail(deps, operatorOf(request), request.params.id, request.body.reason),
      ),
  );

  app.get(
    '/api/admin/audit',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'The audit log, newest first; by target',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditPage(deps, request.query),
  );
};
