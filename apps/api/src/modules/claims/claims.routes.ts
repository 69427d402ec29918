import { BOOKING_NOT_FOUND } from '@setspot/domain/bookings/booking-texts';
import {
  bookingClaimResponseSchema,
  claimSchema,
  newClaimSchema,
} from '@setspot/domain/bookings/claim-schemas';
import { CLAIM_NOT_FOUND } from '@setspot/domain/bookings/claim-texts';
import { uuidSchema } from '@setspot/domain/common/common-schemas';
import { errorBodySchema } from '@setspot/domain/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { readImageUploads, registerImageMultipart } from '../../http/image-uploads.ts';
import { conflictResponses, errorResponses, sendOutcome, sendRefusal } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { sendDocument } from './claim-download.ts';
import { addClaimDocuments, claimDocument, claimOfRenter, fileClaim } from './claims.service.ts';

/**
 * A renter's pardonable-event claim on a booking they cancelled (ADR 0048): file it, add
 * documentation (PDF or image, the photos' bounded upload), read it, download a document. The renter
 * only; anyone else's booking answers 404.
 */
export const claimsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerImageMultipart(app);
  const preValidation = requireActor(deps);
  const tags = ['bookings'];
  const params = idParamsSchema(BOOKING_NOT_FOUND);

  app.get(
    '/api/bookings/:id/claim',
    {
      preValidation,
      schema: {
        tags,
        summary: "The booking's pardonable-event claim, or null",
        params,
        response: { 200: bookingClaimResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await claimOfRenter(deps, actorOf(request).id, request.params.id)),
  );

  app.post(
    '/api/bookings/:id/claim',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Say a cancellation was a pardonable event (within 48 hours of the cancellation request)',
        params,
        body: newClaimSchema,
        response: { 201: claimSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await fileClaim(deps, actorOf(request).id, request.params.id, request.body), 201),
  );

  app.post(
    '/api/bookings/:id/claim/documents',
    {
      preValidation,
      config: { rateLimit: { perAddress: 60 } },
      schema: {
        tags,
        summary: 'Add documentation to the claim: 1 to 4 PDFs or images (multipart/form-data)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: claimSchema, ...conflictResponses, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const renterId = actorOf(request).id;
      // Whose claim it is first, so nobody else's upload is read at all.
      const own = await claimOfRenter(deps, renterId, request.params.id);
      if (!own.ok) return sendRefusal(reply, own);
      const upload = await readImageUploads(request);
      if (!upload.ok) return reply.status(upload.status).send(upload.body);
      return sendOutcome(
        reply,
        await addClaimDocuments(deps, renterId, request.params.id, upload.files),
        201,
      );
    },
  );

  app.get(
    '/api/bookings/:id/claim/documents/:documentId',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Download one document of your claim',
        params: params.extend({ documentId: uuidSchema(CLAIM_NOT_FOUND) }),
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const found = await claimDocument(deps, { renterId: actorOf(request).id, bookingId: id }, documentId);
      return found.ok ? sendDocument(reply, found.value) : sendRefusal(reply, found);
    },
  );
};
