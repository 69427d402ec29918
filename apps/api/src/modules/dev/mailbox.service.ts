import { findOutboxEmails } from '../../adapters/mail/outbox.repository.ts';
import type { AppDeps } from '../../app-deps.ts';

const MAILBOX_LIMIT = 100;

/** The newest emails in the outbox, to one address or to anyone. */
export function mailboxEmails(deps: Pick<AppDeps, 'db'>, to: string | undefined) {
  return findOutboxEmails(deps.db, { to, limit: MAILBOX_LIMIT });
}
