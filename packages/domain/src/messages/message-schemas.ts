import { z } from 'zod';
import { idSchema, instantSchema } from '../shared/common-schemas.ts';
import { MESSAGE_EMPTY, MESSAGE_TOO_LONG } from './messaging-texts.ts';

export const MAX_MESSAGE_LENGTH = 5000;

/** Spec section 3 Message. */
export const messageSchema = z.object({
  id: idSchema,
  content: z.string(),
  senderId: idSchema,
  receiverId: idSchema,
  bookingId: idSchema.nullable(),
  createdAt: instantSchema,
  readAt: instantSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** POST /api/messages. Spec section 5: the text is trimmed before sending and must not be empty. */
export const messageRequestSchema = z.object({
  receiverId: idSchema,
  content: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, MESSAGE_EMPTY)
    .max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
  bookingId: idSchema.nullish().transform((value) => value ?? null),
});
export type MessageRequestInput = z.input<typeof messageRequestSchema>;
export type MessageRequest = z.output<typeof messageRequestSchema>;

/** POST /api/messages/read: the receiver marks these as read. */
export const markMessagesReadSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });
export type MarkMessagesRead = z.infer<typeof markMessagesReadSchema>;
