import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { mailboxEmails } from './mailbox.service.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const querystring = z.object({ to: z.string().optional() });

/**
 * The dev mailbox (architecture section 1): with no SMTP_URL every email lands here, so a newcomer
 * can confirm an account with no mail server. Registered only when config.devRoutes is true.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  onlyFromLoopback(app);
  app.get('/dev/mailbox.json', { schema: { hide: true, querystring } }, async (request) => ({
    emails: await mailboxEmails(deps, request.query.to),
  }));

  app.get('/dev/mailbox', { schema: { hide: true, querystring } }, async (request, reply) => {
    const emails = await mailboxEmails(deps, request.query.to);
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(emails));
  });
};
