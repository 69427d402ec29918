import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

/** 'New message from {name}': a short excerpt and the link straight to the thread. */
export function newMessageEmail(input: {
  to: string;
  receiverFirstName: string;
  senderName: string;
  content: string;
  link: string;
}): OutgoingEmail {
  const excerpt = input.content.length > 300 ? `${input.content.slice(0, 300)}…` : input.content;
  return {
    to: input.to,
    subject: `New message from ${input.senderName} on SetSpot`,
    text: [
      `Hi ${input.receiverFirstName || 'there'},`,
      '',
      `${input.senderName} sent you a message:`,
      '',
      excerpt,
      '',
      `Reply on SetSpot: ${input.link}`,
      '',
      'You get these emails because email notifications are on in your profile settings.',
    ].join('\n'),
  };
}
