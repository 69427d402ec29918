import { z } from 'zod';
import { optionalTextSchema } from '../shared/common-schemas.ts';

/** POST /api/contact (DESIGN section 2: the contact form is stored and mailed to support). */
export const contactInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  email: z.email('Please enter a valid email address'),
  subject: optionalTextSchema(200),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
});
export type ContactInput = z.output<typeof contactInputSchema>;
