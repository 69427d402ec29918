import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.ts';

/**
 * Development side: the email is already stored in the outbox table by the mailer, which is
 * what /dev/mailbox shows; this prints it to the log so the links can be clicked from there too.
 */
export function createDevMailTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'dev',
    async deliver(email) {
      log.info({ to: email.to, subject: email.subject }, `Dev mailbox: email to ${email.to}\n${email.text}`);
    },
    async close() {},
  };
}
