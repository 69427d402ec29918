import { describe, expect, it } from 'vitest';
import {
  authorisedBooking,
  daysFromToday,
  payBooking,
  post,
  requestBooking,
} from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { sendMessageAs, userIdOf } from '../../testing/message-fixtures.ts';
import {
  conversations,
  cookie,
  id,
  listingId,
  t,
  thread,
  useMessagesWorld,
} from '../../testing/messages-world.ts';

useMessagesWorld();

describe('a filmmaker writes to the owner of a listing', () => {
  it('starts the conversation about the listing; both parties read it, nobody else', async () => {
    const empty = await thread(cookie.filmmaker, `userId=${id.owner}&locationId=${listingId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      conversationId: null,
      locationTitle: 'Sunlit Loft',
      messages: [],
      canSend: true,
    });

    const sent = await sendMessageAs(t.app, cookie.filmmaker, {
      receiverId: id.owner,
      content: '  Is the loft free in June?  ',
      locationId: listingId,
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json().message;
    expect(message).toMatchObject({
      content: 'Is the loft free in June?',
      senderId: id.filmmaker,
      receiverId: id.owner,
      readAt: null,
    });

    const [summary] = await conversations(cookie.owner);
    expect(summary).toMatchObject({
      conversationId: message.conversationId,
      otherUser: { id: id.filmmaker, firstName: 'Test', lastName: 'filmmaker' },
      locationTitle: 'Sunlit Loft',
      lastMessage: 'Is the loft free in June?',
      unreadCount: 1,
    });
    const ownerView = await thread(cookie.owner, `userId=${id.filmmaker}`);
    expect(ownerView.json().messages.map((m: { id: string }) => m.id)).toEqual([message.id]);

    // A third user cannot read it by its id, nor see it among their own conversations.
    for (const stranger of [cookie.otherFilmmaker, cookie.otherOwner]) {
      const res = await thread(stranger, `conversationId=${message.conversationId}`);
      expect(res.statusCode).toBe(404);
      expect(await conversations(stranger)).toEqual([]);
    }
    expect((await thread('', `conversationId=${message.conversationId}`)).statusCode).toBe(401);
  });

  it('lets the owner answer someone who wrote first, and the receiver alone mark it read', async () => {
    const reply = await sendMessageAs(t.app, cookie.owner, {
      receiverId: id.filmmaker,
      content: 'Yes, it is!',
    });
    expect(reply.statusCode).toBe(201);
    const messageId = reply.json().message.id;

    const byStranger = await post(t.app, '/api/messages/read', cookie.otherFilmmaker, { ids: [messageId] });
    expect(byStranger.json().ids).toEqual([]);
    const bySender = await post(t.app, '/api/messages/read', cookie.owner, { ids: [messageId] });
    expect(bySender.json().ids).toEqual([]);
    expect((await post(t.app, '/api/messages/read', undefined, { ids: [messageId] })).statusCode).toBe(401);

    const byReceiver = await post(t.app, '/api/messages/read', cookie.filmmaker, { ids: [messageId] });
    expect(byReceiver.json().ids).toEqual([messageId]);
    const ownerView = await thread(cookie.owner, `userId=${id.filmmaker}`);
    expect(ownerView.json().messages.at(-1).readAt).not.toBeNull();
  });
});

describe('who may write to whom', () => {
  it('refuses an owner writing to a filmmaker without a paid request, until one exists', async () => {
    const before = await sendMessageAs(t.app, cookie.owner, {
      receiverId: id.otherFilmmaker,
      content: 'Hello',
    });
    expect(before.statusCode).toBe(403);
    expect((await thread(cookie.owner, `userId=${id.otherFilmmaker}`)).statusCode).toBe(404);
    const booking = await requestBooking(t.app, cookie.otherFilmmaker, {
      locationId: listingId,
      startDate: daysFromToday(30),
      endDate: daysFromToday(31),
    });
    const bookingId = booking.json().booking.id;
    // A request not paid for is the filmmaker's alone: the owner can neither name it nor write.
    const unpaid = await sendMessageAs(t.app, cookie.owner, {
      receiverId: id.otherFilmmaker,
      content: 'Saw your request',
      bookingId,
    });
    expect(unpaid.statusCode).toBe(404);
    const unpaidNoBooking = await sendMessageAs(t.app, cookie.owner, {
      receiverId: id.otherFilmmaker,
      content: 'Saw your request',
    });
    expect(unpaidNoBooking.statusCode).toBe(403);
    expect((await payBooking(t.app, cookie.otherFilmmaker, bookingId)).statusCode).toBe(200);
    const after = await sendMessageAs(t.app, cookie.owner, {
      receiverId: id.otherFilmmaker,
      content: 'Thanks for your request',
      bookingId,
    });
    expect(after.statusCode).toBe(201);
    expect(after.json().message.bookingId).toBe(bookingId);
    // The booking must be the pair's own.
    const wrongBooking = await sendMessageAs(t.app, cookie.filmmaker, {
      receiverId: id.owner,
      content: 'Hi',
      bookingId,
    });
    expect(wrongBooking.statusCode).toBe(404);
  });

  it('refuses filmmaker to filmmaker, owner to owner, yourself, unknown users and withdrawn listings', async () => {
    const cases: [string, Record<string, string>, number][] = [
      [cookie.filmmaker, { receiverId: id.otherFilmmaker }, 403],
      [cookie.owner, { receiverId: id.otherOwner }, 403],
      [cookie.filmmaker, { receiverId: id.filmmaker }, 400],
      [cookie.filmmaker, { receiverId: crypto.randomUUID() }, 404],
      [cookie.filmmaker, { receiverId: 'no-such-user' }, 400],
      [cookie.otherOwner, { receiverId: id.owner, locationId: listingId }, 403],
    ];
    for (const [who, body, status] of cases) {
      const res = await sendMessageAs(t.app, who, { content: 'Hello', receiverId: '', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    // otherOwner writing about the owner's listing: not a filmmaker, so refused above; a filmmaker
    // naming a withdrawn listing is told it is gone.
    const withdrawn = await createListing(t.app, cookie.otherOwner);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/locations/${withdrawn}`,
      headers: { cookie: cookie.otherOwner, origin: 'http://localhost:3000' },
    });
    const res = await sendMessageAs(t.app, cookie.otherFilmmaker, {
      receiverId: id.otherOwner,
      content: 'Hi',
      locationId: withdrawn,
    });
    expect(res.statusCode).toBe(404);
    expect((await sendMessageAs(t.app, undefined, { receiverId: id.owner, content: 'Hi' })).statusCode).toBe(
      401,
    );
  });
});

describe('bad input', () => {
  it('refuses empty, too long and control-character text; takes 5,000 characters', async () => {
    const send = (content: string) =>
      sendMessageAs(t.app, cookie.filmmaker, { receiverId: id.owner, content });
    for (const content of ['', '   \n ']) {
      const res = await send(content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please type a message');
    }
    const long = await send('x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Messages can be at most 5,000 characters');
    expect((await send('bell \u0007')).statusCode).toBe(400);
    expect((await send('y'.repeat(5000))).statusCode).toBe(201);
  });

  it('limits how many messages one user sends per minute', async () => {
    const sender = await signUpAs(t.app, 'msg-chatty@example.com', 'filmmaker');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await sendMessageAs(t.app, sender, { receiverId: id.owner, content: `n${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

it('lets an owner write to a filmmaker whose paid request waits on their listing', async () => {
  const fm = await signUpAs(t.app, 'msg-booker@example.com', 'filmmaker');
  const fmId = await userIdOf(t.app, fm);
  await authorisedBooking(t.app, fm, {
    locationId: listingId,
    startDate: daysFromToday(40),
    endDate: daysFromToday(41),
  });
  expect(
    (await sendMessageAs(t.app, cookie.owner, { receiverId: fmId, content: 'See you soon' })).statusCode,
  ).toBe(201);
});
