import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';
import { findOutboxEmail, insertQueuedEmails, recordDeliveryAttempt } from './outbox.repository.ts';

export type MailOutbox = {
  /**
   * Stores the emails and their delivery jobs in the caller's transaction, in one statement however
   * many emails; sending happens later.
   */
  queue(executor: Db | Tx, ...emails: OutgoingEmail[]): Promise<void>;
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
      const email = await findOutboxEmail(db, outboxId);
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
        await recordDeliveryAttempt(db, outboxId, { sent: false, error, final });
        throw error;
      }
      await recordDeliveryAttempt(db, outboxId, { sent: true });
    },
    { maxAttempts: MAX_ATTEMPTS },
  );

  return {
    async queue(executor, ...emails) {
      if (emails.length === 0) return;
      const added = await jobs.enqueueFrom(
        executor,
        DELIVER,
        insertQueuedEmails(executor, emails, transport.kind),
      );
      if (added !== emails.length) throw new Error('Could not store the outgoing emails');
    },
  };
}
