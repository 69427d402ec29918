import type { Message } from '@setspot/domain/messages/message-schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageGroups } from './message-groups';

const now = new Date('2026-01-01T12:00:00.000Z');
const message = (id: string, senderId: string, minute: number, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'c1',
  content: `text ${id}`,
  senderId,
  receiverId: senderId === 'me' ? 'them' : 'me',
  bookingId: null,
  createdAt: new Date(Date.parse('2026-01-01T11:00:00.000Z') + minute * 60_000).toISOString(),
  readAt: null,
  ...over,
});

describe('MessageGroups', () => {
  it('groups per sender within 5 minutes, with ME and TH avatars and relative times', () => {
    render(
      <MessageGroups
        viewerId="me"
        now={now}
        messages={[
          message('1', 'them', 0),
          message('2', 'them', 4),
          message('3', 'me', 5),
          message('4', 'me', 11),
        ]}
      />,
    );
    const groups = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(groups).toHaveLength(3);
    expect(groups.map((group) => group.textContent)).toEqual([
      'THtext 1text 256 minutes ago',
      'MEtext 355 minutes ago',
      'MEtext 449 minutes ago',
    ]);
    expect(groups[1]?.className).toContain('flex-row-reverse');
    expect(groups[0]?.className).not.toContain('flex-row-reverse');
  });

  it("shows '• Read' on own groups whose last message was read", () => {
    render(
      <MessageGroups
        viewerId="me"
        now={now}
        messages={[
          message('1', 'me', 0, { readAt: now.toISOString() }),
          message('2', 'them', 30, { readAt: now.toISOString() }),
        ]}
      />,
    );
    expect(screen.getAllByText(/• Read/)).toHaveLength(1);
  });

  it('shows text as text and only http(s) addresses as safe links', () => {
    render(
      <MessageGroups
        viewerId="me"
        now={now}
        messages={[
          message('1', 'them', 0, {
            content: '<img src=x onerror=alert(1)> javascript:alert(1) https://example.com/map',
          }),
        ]}
      />,
    );
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'https://example.com/map' });
    expect(link).toHaveAttribute('href', 'https://example.com/map');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
