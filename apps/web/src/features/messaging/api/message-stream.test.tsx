import type { Message, Thread } from '@setspot/domain/messages/message-schemas';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagingQueryKeys } from '../lib/messaging-query-keys';
import { connectMessageStream } from './message-stream';

/** Stands in for the browser's EventSource, so the test can play the server's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((event: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

const message = (id: string): Message => ({
  id,
  conversationId: 'c1',
  content: `text ${id}`,
  senderId: 'them',
  receiverId: 'me',
  bookingId: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  readAt: null,
});
const key = messagingQueryKeys.thread({ userId: 'them' });

function setUp() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const thread: Thread = {
    conversationId: 'c1',
    otherUser: { id: 'them', firstName: 'T', lastName: 'H' },
    locationTitle: null,
    canSend: true,
    messages: [],
  };
  queryClient.setQueryData(key, thread);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const close = connectMessageStream(queryClient);
  const source = FakeEventSource.last as FakeEventSource;
  return {
    queryClient,
    invalidate,
    close,
    source,
    messages: () => queryClient.getQueryData<Thread>(key)?.messages ?? [],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('connectMessageStream', () => {
  it('adds an arriving message to its open thread once, however often it comes', () => {
    const { source, messages } = setUp();
    source.emit('ready');
    source.emit('message', { message: message('m1') });
    source.emit('message', { message: message('m1') });
    expect(messages().map((m) => m.id)).toEqual(['m1']);
  });

  it('marks messages read from a receipt', () => {
    const { source, messages } = setUp();
    source.emit('message', { message: message('m1') });
    source.emit('read', {
      conversationId: 'c1',
      readerId: 'me',
      ids: ['m1'],
      readAt: '2026-01-01T10:01:00.000Z',
    });
    expect(messages()[0]?.readAt).toBe('2026-01-01T10:01:00.000Z');
  });

  it('refetches everything after a reconnect or a server-side gap, not on the first connect', () => {
    const { source, invalidate } = setUp();
    source.emit('ready');
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: messagingQueryKeys.all });
    source.emit('ready');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messagingQueryKeys.all });
    invalidate.mockClear();
    source.emit('resync');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messagingQueryKeys.all });
  });

  it('closes the stream when asked', () => {
    const { source, close } = setUp();
    close();
    expect(source.closed).toBe(true);
  });
});
