import { z } from 'zod';
import { idSchema, instantSchema } from '../common/common-schemas.ts';
import { messageSchema } from './message-schemas.ts';

/**
 * What GET /api/messages/stream (Server-Sent Events) sends. `message`: a new message to or from the
 * listener; `read`: the receiver read messages of a conversation; `resync`: the server may have
 * missed notifications (its database connection dropped), so the client refetches; `ended`: the
 * session the stream was opened with ended (signed out, password changed or reset) and the server
 * closes the stream (a reconnect is refused until the person signs in again).
 */
export const messageEventSchema = z.object({ message: messageSchema });
export const readEventSchema = z.object({
  conversationId: idSchema,
  readerId: idSchema,
  ids: z.array(idSchema),
  readAt: instantSchema,
});
export type ReadEvent = z.infer<typeof readEventSchema>;

export const STREAM_EVENTS = {
  message: 'message',
  read: 'read',
  resync: 'resync',
  ready: 'ready',
  ended: 'ended',
} as const;
