import { z } from 'zod';

/**
 * What one instance tells every instance through NOTIFY when a message is sent or read (ADR 0014):
 * ids only, each instance reads the row once for all its listeners. This file alone encodes and
 * decodes them; the services and the hub use the named shape.
 */
export type MessageNotice =
  | { kind: 'message'; messageId: string; parties: string[] }
  | {
      kind: 'read';
      conversationId: string;
      readerId: string;
      readAt: string;
      ids: string[];
      parties: string[];
    };

/** Ids a read notice carries at most: NOTIFY payloads are limited to 8,000 bytes. */
export const READ_NOTICE_IDS = 100;

// On the wire the keys are one letter, to keep a hundred read ids well inside NOTIFY's payload limit.
const wireSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('m'), id: z.string(), u: z.array(z.string()) }),
  z.object({
    t: z.literal('r'),
    c: z.string(),
    r: z.string(),
    at: z.string(),
    ids: z.array(z.string()).max(READ_NOTICE_IDS),
    u: z.array(z.string()),
  }),
]);
type Wire = z.infer<typeof wireSchema>;

export function encodeNotice(notice: MessageNotice): string {
  const wire: Wire =
    notice.kind === 'message'
      ? { t: 'm', id: notice.messageId, u: notice.parties }
      : {
          t: 'r',
          c: notice.conversationId,
          r: notice.readerId,
          at: notice.readAt,
          ids: notice.ids,
          u: notice.parties,
        };
  return JSON.stringify(wire);
}

/** The notice in a payload, or null for anything else (another version's, or not ours). */
export function decodeNotice(payload: string): MessageNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = wireSchema.safeParse(value);
  if (!parsed.success) return null;
  const wire = parsed.data;
  return wire.t === 'm'
    ? { kind: 'message', messageId: wire.id, parties: wire.u }
    : {
        kind: 'read',
        conversationId: wire.c,
        readerId: wire.r,
        readAt: wire.at,
        ids: wire.ids,
        parties: wire.u,
      };
}
