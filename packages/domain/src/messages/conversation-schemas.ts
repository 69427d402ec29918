import { z } from 'zod';
import { idSchema, instantSchema } from '../shared/common-schemas.ts';

/** Spec section 3 Conversation summary: one per other user, based on the newest message. */
export const conversationSummarySchema = z.object({
  otherUser: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  bookingId: idSchema.nullable(),
  locationTitle: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: instantSchema,
  unreadCount: z.number().int().min(0).optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
