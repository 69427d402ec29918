import { describe, expect, it } from 'vitest';
import { markMessagesReadSchema, messageRequestSchema, messageSchema } from './message-schemas.ts';

describe('messageRequestSchema', () => {
  it('trims the text before sending', () => {
    expect(messageRequestSchema.parse({ receiverId: 'u2', content: '  Hi there \n' })).toEqual({
      receiverId: 'u2',
      content: 'Hi there',
      bookingId: null,
      locationId: null,
    });
  });

  it.each(['', '   ', '\n\t'])('refuses empty text %j', (content) => {
    expect(messageRequestSchema.safeParse({ receiverId: 'u2', content }).error?.issues[0]?.message).toBe(
      'Please type a message',
    );
  });

  it('refuses text over the limit', () => {
    expect(
      messageRequestSchema.safeParse({ receiverId: 'u2', content: 'x'.repeat(5001) }).error?.issues[0]
        ?.message,
    ).toBe('Messages can be at most 5,000 characters');
    expect(messageRequestSchema.safeParse({ receiverId: 'u2', content: 'x'.repeat(5000) }).success).toBe(
      true,
    );
  });

  it('keeps an optional booking id', () => {
    expect(messageRequestSchema.parse({ receiverId: 'u2', content: 'a', bookingId: 'b1' }).bookingId).toBe(
      'b1',
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
    expect(markMessagesReadSchema.parse({ ids: ['m1'] })).toEqual({ ids: ['m1'] });
  });
});
