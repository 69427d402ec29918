import { describe, expect, it } from 'vitest';
import { groupMessages, joinsPreviousMessage } from './message-grouping.ts';

const base = Date.parse('2024-06-10T12:00:00.000Z');
const msg = (id: string, senderId: string, offsetMs: number) => ({
  id,
  senderId,
  createdAt: new Date(base + offsetMs).toISOString(),
});
const ids = (groups: ReturnType<typeof groupMessages<ReturnType<typeof msg>>>) =>
  groups.map((group) => group.messages.map((message) => message.id));

describe('groupMessages', () => {
  it('joins a message sent 4:59 after the previous one by the same sender', () => {
    expect(ids(groupMessages([msg('1', 'a', 0), msg('2', 'a', 299_000)]))).toEqual([['1', '2']]);
    expect(ids(groupMessages([msg('1', 'a', 0), msg('2', 'a', 299_999)]))).toEqual([['1', '2']]);
  });

  it('starts a new group at exactly 5:00', () => {
    expect(ids(groupMessages([msg('1', 'a', 0), msg('2', 'a', 300_000)]))).toEqual([['1'], ['2']]);
  });

  it('starts a new group when the sender changes', () => {
    const groups = groupMessages([msg('1', 'a', 0), msg('2', 'b', 1000), msg('3', 'a', 2000)]);
    expect(ids(groups)).toEqual([['1'], ['2'], ['3']]);
    expect(groups.map((group) => group.senderId)).toEqual(['a', 'b', 'a']);
  });

  it('measures from the previous message, not from the first of the group', () => {
    const chain = [msg('1', 'a', 0), msg('2', 'a', 240_000), msg('3', 'a', 480_000)];
    expect(ids(groupMessages(chain))).toEqual([['1', '2', '3']]);
  });

  it('joins messages sent in the same millisecond', () => {
    expect(ids(groupMessages([msg('1', 'a', 0), msg('2', 'a', 0)]))).toEqual([['1', '2']]);
  });

  it('does not merge out-of-order or unreadable times', () => {
    expect(joinsPreviousMessage(msg('1', 'a', 1000), msg('2', 'a', 0))).toBe(false);
    expect(joinsPreviousMessage({ senderId: 'a', createdAt: 'nope' }, msg('2', 'a', 0))).toBe(false);
  });

  it('gives no groups for no messages', () => {
    expect(groupMessages([])).toEqual([]);
  });
});
