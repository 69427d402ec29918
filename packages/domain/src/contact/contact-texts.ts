// Apart from the schemas (contact-schemas.ts), so that the contact page shows them without zod.
/** The confirmation the /contact page shows after sending. */
export const CONTACT_MESSAGE_SENT = 'Thank you! Your message has been sent.';
export const CONTACT_MESSAGE_SENT_DESCRIPTION = 'We have received your message and will reply by email.';
