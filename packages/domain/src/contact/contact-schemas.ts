import { z } from 'zod';
import { optionalTextSchema } from '../common/common-schemas.ts';

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** POST /api/contact (architecture section 2: the contact form is stored and mailed to support). */
export const contactInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_NAME_MAX_LENGTH, `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`),
  email: z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
  subject: optionalTextSchema(200),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  /**
   * The honeypot: a field people never see or fill in. A request that fills it is answered like any
   * other, so a bot learns nothing, but nothing is stored or mailed.
   */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactFormValues = z.input<typeof contactInputSchema>;

/** The answer to a contact message, the same whether it was kept or dropped as spam. */
export const contactReceiptSchema = z.object({ received: z.literal(true) });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export { CONTACT_MESSAGE_SENT, CONTACT_MESSAGE_SENT_DESCRIPTION } from './contact-texts.ts';
