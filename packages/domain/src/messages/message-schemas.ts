import { z } from 'zod';
import { idSchema, instantSchema, uuidSchema } from '../common/common-schemas.ts';
import { MAX_MESSAGE_LENGTH } from './message-limits.ts';
import { MESSAGE_EMPTY, MESSAGE_TOO_LONG } from './messaging-texts.ts';

/**
 * Product section 3 Message, plus its conversation. Sender or receiver is null once that party deleted
 * their account: the other party keeps the thread (architecture section 2).
 */
export const messageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  content: z.string(),
  senderId: idSchema.nullable(),
  receiverId: idSchema.nullable(),
  bookingId: idSchema.nullable(),
  createdAt: instantSchema,
  readAt: instantSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** POST /api/messages. Product section 5: the text is trimmed before sending and must not be empty. */
export const messageRequestSchema = z.object({
  receiverId: uuidSchema(),
  content: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, MESSAGE_EMPTY)
    .max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
  bookingId: uuidSchema()
    .nullish()
    .transform((value) => value ?? null),
  /** The listing the conversation is about ('Message Owner' on a listing page). */
  locationId: uuidSchema()
    .nullish()
    .transform((value) => value ?? null),
});
export type MessageRequestInput = z.input<typeof messageRequestSchema>;
export type MessageRequest = z.output<typeof messageRequestSchema>;

/** POST /api/messages/read: the receiver marks these as read. */
export const markMessagesReadSchema = z.object({ ids: z.array(uuidSchema()).min(1).max(500) });
export type MarkMessagesRead = z.infer<typeof markMessagesReadSchema>;

/** POST /api/messages/read answer: the ids that became read now (others were read or not yours). */
export const markMessagesReadResponseSchema = z.object({
  ids: z.array(idSchema),
  readAt: instantSchema.nullable(),
});

/** GET /api/messages: one conversation, by the other user's id or by the conversation's id. */
export const threadQuerySchema = z
  .strictObject({
    userId: uuidSchema().optional(),
    conversationId: uuidSchema().optional(),
    /** A listing the thread is about before its first message ('Message Owner'). */
    locationId: uuidSchema().optional(),
  })
  .refine((query) => Boolean(query.userId) !== Boolean(query.conversationId), {
    error: 'Give either userId or conversationId',
  });
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

export const otherUserSchema = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });
export type OtherUser = z.infer<typeof otherUserSchema>;

/** GET /api/messages answer: who the thread is with (null: deleted account), what about, and the messages in time order. */
export const threadSchema = z.object({
  conversationId: idSchema.nullable(),
  otherUser: otherUserSchema.nullable(),
  locationTitle: z.string().nullable(),
  /** False when the other party deleted their account. */
  canSend: z.boolean(),
  messages: z.array(messageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** POST /api/messages answer. */
export const sentMessageSchema = z.object({ message: messageSchema });

export { MAX_MESSAGE_LENGTH } from './message-limits.ts';
