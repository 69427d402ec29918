import type { Message, Thread } from '@setspot/domain/messages/message-schemas';
import { describe, expect, it } from 'vitest';
import { unreadFor, withMessage, withReadReceipt } from './thread-cache';

const message = (id: string, at: string, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'c1',
  content: id,
  senderId: 'them',
  receiverId: 'me',
  bookingId: null,
  createdAt: `2026-01-01T10:${at}:00.000Z`,
  readAt: null,
  ...over,
});
const thread = (messages: Message[], conversationId: string | null = 'c1'): Thread => ({
  conversationId,
  otherUser: { id: 'them', firstName: 'Tia', lastName: 'Ho' },
  locationTitle: null,
  canSend: true,
  messages,
});

describe('withMessage', () => {
  it('adds a message once, whether it comes from the stream, the answer or a refetch', () => {
    const once = withMessage(thread([message('a', '00')]), message('b', '01'));
    const twice = withMessage(once, message('b', '01'));
    expect(twice.messages.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('keeps time order when a late message arrives', () => {
    const result = withMessage(thread([message('a', '00'), message('c', '05')]), message('b', '02'));
    expect(result.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves other conversations alone, and fills in a new thread with the other user', () => {
    const other = message('x', '00', { conversationId: 'c2' });
    expect(withMessage(thread([]), other).messages).toEqual([]);
    const started = withMessage(
      thread([], null),
      message('first', '00', { conversationId: 'c9', senderId: 'me', receiverId: 'them' }),
    );
    expect(started.conversationId).toBe('c9');
    expect(started.messages).toHaveLength(1);
  });
});

describe('withReadReceipt and unreadFor', () => {
  it('marks the receipted messages read, and only those', () => {
    const start = thread([
      message('a', '00', { senderId: 'me', receiverId: 'them' }),
      message('b', '01', { senderId: 'me', receiverId: 'them' }),
    ]);
    const result = withReadReceipt(start, {
      conversationId: 'c1',
      ids: ['b'],
      readAt: '2026-01-01T11:00:00.000Z',
    });
    expect(result.messages.map((m) => m.readAt)).toEqual([null, '2026-01-01T11:00:00.000Z']);
    expect(withReadReceipt(start, { conversationId: 'c2', ids: ['a'], readAt: 'x' })).toBe(start);
  });

  it('lists the unread messages addressed to the viewer', () => {
    const t = thread([
      message('a', '00'),
      message('b', '01', { readAt: '2026-01-01T10:02:00.000Z' }),
      message('c', '02', { senderId: 'me', receiverId: 'them' }),
    ]);
    expect(unreadFor(t, 'me')).toEqual(['a']);
  });
});
