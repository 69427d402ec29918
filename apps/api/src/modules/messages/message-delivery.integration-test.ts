import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { post } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { messageWith, openMessageStream, sendMessageAs, userIdOf } from '../../testing/message-fixtures.ts';
import {
  baseUrl,
  conversations,
  cookie,
  id,
  t,
  testClock,
  thread,
  useMessagesWorld,
} from '../../testing/messages-world.ts';
import { createTestApp } from '../../testing/test-app.ts';

useMessagesWorld();

// How a message reaches its receiver (messages-world.ts): the email, the realtime stream, after an
// account is deleted, and when the server closes.

describe('email for a new message', () => {
  it('goes once per conversation in 15 minutes, with a link to the thread, and not when turned off', async () => {
    const ownerEmail = 'msg-mail-owner@example.com';
    const ownerCookie = await signUpAs(t.app, ownerEmail, 'owner');
    const ownerId = await userIdOf(t.app, ownerCookie);
    await createListing(t.app, ownerCookie);
    const mails = () =>
      t.database.query<{ text: string }>(
        `select text from outbox_emails where "to" = $1 and subject like 'New message%'`,
        [ownerEmail],
      );
    const send = (content: string) =>
      sendMessageAs(t.app, cookie.otherFilmmaker, { receiverId: ownerId, content });
    await send('First');
    await send('Second');
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]?.text).toContain(`/messaging?userId=${id.otherFilmmaker}`);
    testClock.time = new Date(testClock.time.getTime() + 15 * 60_000);
    await send('Third');
    expect(await mails()).toHaveLength(2);
    await t.database.query('update profiles set email_notifications = false where id = $1', [ownerId]);
    testClock.time = new Date(testClock.time.getTime() + 30 * 60_000);
    await send('Fourth');
    expect(await mails()).toHaveLength(2);
  });
});

describe('the realtime stream', () => {
  it('is refused signed out', async () => {
    const res = await fetch(`${baseUrl}/api/messages/stream`);
    expect(res.status).toBe(401);
  });

  it('brings a new message to the receiver (and not to others), and the read receipt to the sender', async () => {
    const ownerStream = await openMessageStream(baseUrl, cookie.owner);
    const filmmakerStream = await openMessageStream(baseUrl, cookie.filmmaker);
    const strangerStream = await openMessageStream(baseUrl, cookie.otherOwner);
    expect(ownerStream.contentType).toContain('text/event-stream');
    await Promise.all(
      [ownerStream, filmmakerStream, strangerStream].map((s) => s.next((e) => e.event === 'ready')),
    );

    const sent = await sendMessageAs(t.app, cookie.filmmaker, {
      receiverId: id.owner,
      content: 'Live hello',
    });
    const received = await ownerStream.next(messageWith('Live hello'));
    expect((received.data as { message: { id: string } }).message.id).toBe(sent.json().message.id);
    await filmmakerStream.next(messageWith('Live hello'));

    await post(t.app, '/api/messages/read', cookie.owner, { ids: [sent.json().message.id] });
    const receipt = await filmmakerStream.next((e) => e.event === 'read');
    expect(receipt.data).toMatchObject({ readerId: id.owner, ids: [sent.json().message.id] });
    expect(strangerStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
    for (const s of [ownerStream, filmmakerStream, strangerStream]) s.close();
  });
});

describe('a deleted account', () => {
  it("keeps its messages for the other party, as 'Deleted user', in a thread of its own", async () => {
    const leaving = await signUpAs(t.app, 'msg-leaving@example.com', 'filmmaker');
    const leavingId = await userIdOf(t.app, leaving);
    const sent = await sendMessageAs(t.app, leaving, { receiverId: id.owner, content: 'Goodbye note' });
    const { conversationId } = sent.json().message;
    await t.database.query('delete from users where id = $1', [leavingId]);

    const summary = (await conversations(cookie.owner)).find(
      (c: { conversationId: string }) => c.conversationId === conversationId,
    );
    expect(summary).toMatchObject({ otherUser: null, lastMessage: 'Goodbye note' });
    const view = await thread(cookie.owner, `conversationId=${conversationId}`);
    expect(view.json()).toMatchObject({
      otherUser: null,
      canSend: false,
      messages: [{ content: 'Goodbye note', senderId: null }],
    });
  });
});

describe('closing the server', () => {
  it('ends every open stream with a retry hint', async () => {
    const other = await createTestApp({ database: t.database, env: { AUTH_RATE_LIMIT_MAX: '100' } });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const stream = await openMessageStream(url, cookie.owner);
    await stream.next((e) => e.event === 'ready');
    await other.app.close();
    await stream.finished();
    expect(stream.ended).toBe(true);
    expect(stream.retries.at(-1)).toBe(1000);
    await other.close();
  });
});
