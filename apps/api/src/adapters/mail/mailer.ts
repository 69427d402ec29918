import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';
import { insertOutboxEmail, markOutboxEmailFailed, markOutboxEmailSent } from './outbox.repository.ts';

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
      const id = await insertOutboxEmail(db, email, transport.kind);
      try {
        await transport.deliver({ ...email, from });
        await markOutboxEmailSent(db, id);
      } catch (error) {
        log.error({ err: error, to: email.to }, 'Email delivery failed');
        await markOutboxEmailFailed(db, id, error);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
