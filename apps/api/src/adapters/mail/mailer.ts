import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

export type Mailer = {
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

/**
 * Every email is first written to the outbox, then handed to the transport; the row records
 * whether it went out, so a failed delivery is visible and can be retried rather than lost.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, transport, from, log } = deps;
  return {
    async send(email) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...email, html: email.html ?? null, transport: transport.kind })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('Could not store the outgoing email');
      try {
        await transport.deliver({ ...email, from });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
          .where(eq(outboxEmails.id, row.id));
      } catch (error) {
        log.error({ err: error, to: email.to }, 'Email delivery failed');
        await db
          .update(outboxEmails)
          .set({ status: 'failed', attempts: 1, lastError: String(error) })
          .where(eq(outboxEmails.id, row.id));
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
