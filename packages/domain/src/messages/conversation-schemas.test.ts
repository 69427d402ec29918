import { describe, expect, it } from 'vitest';
import { conversationSummarySchema } from './conversation-schemas.ts';

describe('conversationSummarySchema', () => {
  const summary = {
    conversationId: 'c1',
    unreadCount: 0,
    otherUser: { id: 'u2', firstName: 'Maya', lastName: 'Chen' },
    bookingId: 'b1',
    locationTitle: 'Sunlit Loft',
    lastMessage: 'See you then',
    lastMessageAt: '2024-06-10T12:00:00.000Z',
  };

  it('accepts a summary, with or without a booking', () => {
    expect(conversationSummarySchema.parse(summary)).toEqual(summary);
    expect(
      conversationSummarySchema.safeParse({ ...summary, bookingId: null, locationTitle: null }).success,
    ).toBe(true);
  });

  it('needs the other user, or null for a deleted account', () => {
    const { otherUser, ...withoutUser } = summary;
    expect(conversationSummarySchema.safeParse(withoutUser).success).toBe(false);
    expect(conversationSummarySchema.safeParse({ ...withoutUser, otherUser: null }).success).toBe(true);
  });
});
