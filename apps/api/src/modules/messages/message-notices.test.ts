import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice, type MessageNotice } from './message-notices.ts';

describe('message notices between instances', () => {
  it('decode what they encode, for a sent message and for read receipts', () => {
    const notices: MessageNotice[] = [
      { kind: 'message', messageId: 'm1', parties: ['a', 'b'] },
      {
        kind: 'read',
        conversationId: 'c1',
        readerId: 'b',
        readAt: '2026-01-02T03:04:05.000Z',
        ids: ['m1', 'm2'],
        parties: ['a', 'b'],
      },
    ];
    for (const notice of notices) expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
  });

  it('keep a hundred read ids inside NOTIFY’s 8,000-byte payload', () => {
    const id = '0b6a8f0e-6c1e-4c39-9a5e-6f1d2f4f9a10';
    const payload = encodeNotice({
      kind: 'read',
      conversationId: id,
      readerId: id,
      readAt: new Date().toISOString(),
      ids: Array(100).fill(id),
      parties: [id, id],
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });

  it('refuse what is not a notice of this version', () => {
    for (const payload of [
      '',
      'not json',
      '{}',
      '{"t":"m","id":"m1"}',
      '{"t":"x","u":[]}',
      '{"t":"r","c":"c","u":["a"]}',
    ]) {
      expect(decodeNotice(payload)).toBeNull();
    }
  });
});
