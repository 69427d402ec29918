import type { ContactInput } from '@setspot/domain/contact/contact-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { insertContactMessage } from './contact.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'outbox' | 'config' | 'log'>;

/**
 * A message through the contact form (architecture section 2): kept in contact_messages and mailed to
 * support in one transaction, the mail sent later by the outbox so a slow mail server never fails
 * the form. A filled honeypot is a bot: nothing is kept or sent, and it is answered all the same.
 */
export async function receiveContactMessage(deps: Deps, input: ContactInput, userId: string | null) {
  if (input.website) {
    deps.log.info({ honeypot: true }, 'Contact message dropped as spam');
    return;
  }
  const subject = input.subject ?? '';
  await deps.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, { ...input, subject, userId });
    await deps.outbox.queue(tx, {
      to: deps.config.supportEmail,
      subject: `Contact form: ${subject || 'no subject'} (#${id})`,
      text: [
        `From: ${input.name} <${input.email}>`,
        userId ? `Signed in as user ${userId}` : 'Not signed in',
        `Subject: ${subject || '(none)'}`,
        '',
        input.message,
      ].join('\n'),
    });
  });
}
