import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { JobQueue, Tx } from '../jobs/job-queue.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

export type MailOutbox = {
  /** Stores the email and its delivery job in the caller's transaction; sending happens later. */
  queue(executor: Db | Tx, email: OutgoingEmail): Promise<void>;
};

const DELIVER = 'email.deliver';
const MAX_ATTEMPTS = 8;
const payloadSchema = z.object({ outboxId: z.number().int() });

/**
 * Emails that must never block or fail the request that causes them (booking notices): written to
 * the outbox with the change, delivered by a job with retries and backoff. A failed send is logged
 * each time and stays in the outbox with its error; after the last attempt its status is 'failed'.
 */
export function createMailOutbox(deps: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, jobs, transport, from, log } = deps;

  jobs.define(
    DELIVER,
    async (job) => {
      const { outboxId } = payloadSchema.parse(job.payload);
      const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, outboxId));
      if (!email || email.status === 'sent') return;
      try {
        await transport.deliver({
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          from,
        });
      } catch (error) {
        const final = job.attempt >= MAX_ATTEMPTS;
        log.error({ err: error, to: email.to, outboxId, attempt: job.attempt }, 'Email delivery failed');
        await db
          .update(outboxEmails)
          .set({
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: String(error),
            status: final ? 'failed' : 'pending',
          })
          .where(eq(outboxEmails.id, outboxId));
        throw error;
      }
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outboxEmails.attempts} + 1` })
        .where(eq(outboxEmails.id, outboxId));
    },
    { maxAttempts: MAX_ATTEMPTS },
  );

  return {
    async queue(executor, email) {
      const [row] = await executor
        .insert(outboxEmails)
        .values({ ...email, to: email.to.toLowerCase(), html: email.html ?? null, transport: transport.kind })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('Could not store the outgoing email');
      await jobs.enqueue(executor, DELIVER, { outboxId: row.id });
    },
  };
}
