import { z } from 'zod';
import { idSchema, instantSchema } from '../common/common-schemas.ts';
import { otherUserSchema } from './message-schemas.ts';

/**
 * Product section 3 Conversation summary: one per other user, based on the newest message. The other
 * user is null once they deleted their account ('Deleted user'); the conversation id keeps it apart.
 */
export const conversationSummarySchema = z.object({
  conversationId: idSchema,
  otherUser: otherUserSchema.nullable(),
  bookingId: idSchema.nullable(),
  locationTitle: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: instantSchema,
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations: newest first. */
export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
