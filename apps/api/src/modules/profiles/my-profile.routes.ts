import { errorBody, errorBodySchema } from '@setspot/domain/common/error-body';
import { myProfileSchema, profileUpdateSchema } from '@setspot/domain/profiles/profile-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { readImageUploads, registerImageMultipart } from '../../http/image-uploads.ts';
import { errorResponses, sendOutcome } from '../../http/outcome.ts';
import { actorOf, requireActor } from '../auth/auth.public.ts';
import { removeAvatar, uploadAvatar } from './avatar.service.ts';
import { getMyProfile, updateMyProfile } from './my-profile.service.ts';

export const ONE_AVATAR_IMAGE = 'Please upload one image as your avatar';

/**
 * The signed-in user's own profile and avatar (architecture section 6: self only). No route takes a user
 * id: each acts on the session's user, so changing someone else's profile cannot even be asked for.
 */
export const myProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerImageMultipart(app);
  const preValidation = requireActor(deps);
  const profileResponses = { 200: myProfileSchema, ...errorResponses };

  app.get(
    '/api/me/profile',
    {
      preValidation,
      schema: { tags: ['profiles'], summary: 'Your own profile', response: profileResponses },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendOutcome(reply, await getMyProfile(deps, actorOf(request).id));
    },
  );

  app.put(
    '/api/me/profile',
    {
      preValidation,
      schema: {
        tags: ['profiles'],
        summary: 'Change your own profile settings (the avatar has its own route)',
        body: profileUpdateSchema,
        response: profileResponses,
      },
    },
    async (request, reply) =>
      sendOutcome(reply, await updateMyProfile(deps, actorOf(request).id, request.body)),
  );

  app.post(
    '/api/me/avatar',
    {
      preValidation,
      // Image work is the heaviest the API does (as with listing photos).
      config: { rateLimit: { perAddress: 60 } },
      schema: {
        tags: ['profiles'],
        summary: 'Replace your avatar with one image (multipart/form-data, field "avatar")',
        consumes: ['multipart/form-data'],
        response: { ...profileResponses, 413: errorBodySchema, 415: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readImageUploads(request);
      if (!upload.ok) return reply.status(upload.status).send(upload.body);
      const [file, ...more] = upload.files;
      if (!file || more.length > 0) {
        return reply.status(400).send(errorBody('VALIDATION_ERROR', ONE_AVATAR_IMAGE));
      }
      const outcome = await uploadAvatar(deps, actorOf(request).id, file);
      if (!outcome.ok && outcome.reason === 'not_stored') {
        return reply.status(502).send(errorBody('INTERNAL_ERROR', outcome.message));
      }
      return sendOutcome(reply, outcome);
    },
  );

  app.delete(
    '/api/me/avatar',
    {
      preValidation,
      schema: { tags: ['profiles'], summary: 'Remove your avatar', response: profileResponses },
    },
    async (request, reply) => sendOutcome(reply, await removeAvatar(deps, actorOf(request).id)),
  );
};
