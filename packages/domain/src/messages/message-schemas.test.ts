import { describe, expect, it } from 'vitest';
import {
  markMessagesReadSchema,
  messageRequestSchema,
  messageSchema,
  threadQuerySchema,
} from './message-schemas.ts';

const USER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const BOOKING = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';

describe('messageRequestSchema', () => {
  it('trims the text before sending', () => {
    expect(messageRequestSchema.parse({ receiverId: USER, content: '  Hi there \n' })).toEqual({
      receiverId: USER,
      content: 'Hi there',
      bookingId: null,
      locationId: null,
    });
  });

  it.each(['', '   ', '\n\t'])('refuses empty text %j', (content) => {
    expect(messageRequestSchema.safeParse({ receiverId: USER, content }).error?.issues[0]?.message).toBe(
      'Please type a message',
    );
  });

  it('refuses text over the limit', () => {
    expect(
      messageRequestSchema.safeParse({ receiverId: USER, content: 'x'.repeat(5001) }).error?.issues[0]
        ?.message,
    ).toBe('Messages can be at most 5,000 characters');
    expect(messageRequestSchema.safeParse({ receiverId: USER, content: 'x'.repeat(5000) }).success).toBe(
      true,
    );
  });

  it('keeps an optional booking id', () => {
    expect(messageRequestSchema.parse({ receiverId: USER, content: 'a', bookingId: BOOKING }).bookingId).toBe(
      BOOKING,
    );
  });
});

describe('messageSchema', () => {
  it('accepts an unread message', () => {
    const message = {
      id: 'm1',
      conversationId: 'c1',
      content: 'Hi',
      senderId: 'u1',
      receiverId: 'u2',
      bookingId: null,
      createdAt: '2024-06-10T12:00:00.000Z',
      readAt: null,
    };
    expect(messageSchema.parse(message)).toEqual(message);
  });
});

describe('markMessagesReadSchema', () => {
  it('needs at least one id', () => {
    expect(markMessagesReadSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(markMessagesReadSchema.parse({ ids: [BOOKING] })).toEqual({ ids: [BOOKING] });
  });

  it('refuses any id that is not a UUID', () => {
    const result = markMessagesReadSchema.safeParse({ ids: [BOOKING, 'm1'] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['ids', 1], message: 'Not a valid id' });
  });
});

describe('ids in a message request or thread query', () => {
  it.each(['u2', '', '1', 'x'.repeat(40), '3f2504e0-4f89-41d3-9a0c-0305e82c330'])('refuses %j', (id) => {
    expect(messageRequestSchema.safeParse({ receiverId: id, content: 'a' }).success).toBe(false);
    expect(messageRequestSchema.safeParse({ receiverId: USER, content: 'a', locationId: id }).success).toBe(
      false,
    );
    expect(threadQuerySchema.safeParse({ conversationId: id }).success).toBe(false);
    expect(threadQuerySchema.safeParse({ userId: id }).success).toBe(false);
  });
});
