import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmails } from '../../db/schema.ts';
import { onlyFromLoopback } from '../../http/loopback-only.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const MAILBOX_LIMIT = 100;

/**
 * The dev mailbox (DESIGN section 1): with no SMTP_URL every email lands here, so a newcomer
 * can confirm an account with no mail server. Registered only when config.devRoutes is true.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyFromLoopback(app);
  const listEmails = (to?: string) =>
    app.db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        text: outboxEmails.text,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(to ? eq(outboxEmails.to, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxEmails.id))
      .limit(MAILBOX_LIMIT);

  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request) => ({ emails: await listEmails(request.query.to) }),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) => {
      const emails = await listEmails(request.query.to);
      return reply.type('text/html; charset=utf-8').send(renderMailboxPage(emails));
    },
  );
};
