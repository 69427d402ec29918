import { uuidSchema } from '@setspot/domain/common/common-schemas';
import { errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import { MUST_BE_LOGGED_IN_TO_UPDATE, PROPERTY_NOT_FOUND } from '@setspot/domain/listings/listing-texts';
import { imageOrderBodySchema, imageUploadQuerySchema } from '@setspot/domain/listings/listing-write';
import { imageFailureSchema, listingImagesResponseSchema } from '@setspot/domain/listings/owner-listing';
import { IMAGE_NOT_FOUND } from '@setspot/domain/listings/owner-listings-texts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { idParamsSchema } from '../../http/ids.ts';
import { readImageUploads, registerImageMultipart } from '../../http/image-uploads.ts';
import { conflictResponses, sendOutcome, sendRefusal } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import {
  checkListingOwner,
  deleteListingImage,
  type ImagesOutcome,
  type NotStored,
  reorderListingImages,
  uploadListingImages,
} from './listing-images.service.ts';

const imageResponses = { 200: listingImagesResponseSchema, ...conflictResponses };

function send(reply: FastifyReply, outcome: ImagesOutcome | NotStored, okStatus: 200 | 201) {
  if (!outcome.ok && outcome.reason === 'not_stored') {
    // The storage behind the upload failed: a bad gateway, with the files it could not keep.
    return reply
      .status(502)
      .send({ ...errorBody('INTERNAL_ERROR', outcome.message), failed: outcome.failed });
  }
  return sendOutcome(reply, outcome, okStatus);
}

/** A listing's photos: upload (append or replace), reorder, remove. Owner of the listing only. */
export const listingImagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerImageMultipart(app);
  const preValidation = requireActor(deps, {
    signedOutMessage: MUST_BE_LOGGED_IN_TO_UPDATE,
    role: 'owner',
  });

  app.post(
    '/api/locations/:id/images',
    {
      preValidation,
      // Decoding and re-encoding photos is the heaviest work the API does: keep one client from hogging it.
      config: { rateLimit: { perAddress: 60 } },
      schema: {
        tags: ['listings'],
        summary:
          'Upload 1 to 4 photos (multipart/form-data, field "images"); ?mode=append (default) or replace',
        consumes: ['multipart/form-data'],
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        querystring: imageUploadQuerySchema,
        response: {
          ...imageResponses,
          201: listingImagesResponseSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          502: errorBodySchema.extend({ failed: z.array(imageFailureSchema) }),
        },
      },
    },
    async (request, reply) => {
      const locationId = request.params.id;
      const owner = { ownerId: actorOf(request).id, locationId };
      // Ownership first, so nobody else's upload is read at all.
      const owned = await checkListingOwner(deps, owner);
      if (!owned.ok) return sendRefusal(reply, owned);
      const upload = await readImageUploads(request);
      if (!upload.ok) return reply.status(upload.status).send(upload.body);
      return send(reply, await uploadListingImages(deps, owner, upload.files, request.query.mode), 201);
    },
  );

  app.put(
    '/api/locations/:id/images/order',
    {
      preValidation,
      schema: {
        tags: ['listings'],
        summary: 'Reorder the photos: every image id once; the first becomes primary',
        params: idParamsSchema(PROPERTY_NOT_FOUND),
        body: imageOrderBodySchema,
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const locationId = request.params.id;
      const owner = { ownerId: actorOf(request).id, locationId };
      return send(reply, await reorderListingImages(deps, owner, request.body.imageIds), 200);
    },
  );

  app.delete(
    '/api/locations/:id/images/:imageId',
    {
      preValidation,
      schema: {
        tags: ['listings'],
        summary: 'Remove one photo (not the last one); the rest keep their order',
        params: z.object({ id: uuidSchema(PROPERTY_NOT_FOUND), imageId: uuidSchema(IMAGE_NOT_FOUND) }),
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const { id: locationId, imageId } = request.params;
      const owner = { ownerId: actorOf(request).id, locationId };
      const outcome = await deleteListingImage(deps, owner, imageId);
      return send(reply, outcome, 200);
    },
  );
};
