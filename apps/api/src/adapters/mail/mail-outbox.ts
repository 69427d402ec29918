import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';
import { findOutboxEmail, insertQueuedEmail, recordDeliveryAttempt } from './outbox.repository.ts';

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
    async queue(executor, email) {
      const id = await insertQueuedEmail(executor, email, transport.kind);
      await jobs.enqueue(executor, DELIVER, { outboxId: id });
    },
  };
}
