import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { OutgoingEmail } from './mail-transport.ts';

/** Records an email before it is handed to a transport; returns its id. */
export async function insertOutboxEmail(db: Db, email: OutgoingEmail, transport: string): Promise<number> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ ...email, html: email.html ?? null, transport })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('Could not store the outgoing email');
  return row.id;
}

export async function markOutboxEmailSent(db: Db, id: number) {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
    .where(eq(outboxEmails.id, id));
}

export async function markOutboxEmailFailed(db: Db, id: number, error: unknown) {
  await db
    .update(outboxEmails)
    .set({ status: 'failed', attempts: 1, lastError: String(error) })
    .where(eq(outboxEmails.id, id));
}

/** The newest emails, to one address or to anyone (the dev mailbox). */
export function findOutboxEmails(db: Db, options: { to: string | undefined; limit: number }) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(options.to ? eq(outboxEmails.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(options.limit);
}

/**
 * Stores queued emails (mail-outbox.ts) when run: an INSERT … RETURNING that answers each email's
 * `payload` for its delivery job, `{ "outboxId": id }`, so the jobs are added in the same statement.
 */
export function insertQueuedEmails(executor: Db | Tx, emails: OutgoingEmail[], transport: string) {
  return executor
    .insert(outboxEmails)
    .values(
      emails.map((email) => ({ ...email, to: email.to.toLowerCase(), html: email.html ?? null, transport })),
    )
    .returning({ payload: sql`jsonb_build_object('outboxId', ${outboxEmails.id})`.as('payload') });
}

export async function findOutboxEmail(db: Db, id: number) {
  const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return email ?? null;
}

/** One more delivery attempt: sent, or its error kept (and 'failed' after the last attempt). */
export async function recordDeliveryAttempt(
  db: Db,
  id: number,
  outcome: { sent: true } | { sent: false; error: unknown; final: boolean },
) {
  await db
    .update(outboxEmails)
    .set(
      outcome.sent
        ? { status: 'sent', sentAt: new Date(), attempts: sql`${outboxEmails.attempts} + 1` }
        : {
            attempts: sql`${outboxEmails.attempts} + 1`,
            lastError: String(outcome.error),
            status: outcome.final ? 'failed' : 'pending',
          },
    )
    .where(eq(outboxEmails.id, id));
}
