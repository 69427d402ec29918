export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Where mail goes: the dev mailbox by default, SMTP when SMTP_URL is set (architecture section 8.7). */
export interface MailTransport {
  readonly kind: 'dev' | 'smtp';
  deliver(email: OutgoingEmail & { from: string }): Promise<void>;
  close(): Promise<void>;
}
