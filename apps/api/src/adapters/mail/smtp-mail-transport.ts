import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

/** Production side: any SMTP server, e.g. smtp://user:pass@mail.example.com:587. */
export function createSmtpMailTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
