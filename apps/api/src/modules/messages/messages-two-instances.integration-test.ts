import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { messageWith, openMessageStream, sendMessageAs, userIdOf } from '../../testing/message-fixtures.ts';
import { databaseUrlOf } from '../../testing/second-instance.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';

// Two server instances on one database. With DATABASE_URL (a PostgreSQL server) each has its own
// pool and its own LISTEN connection, as two processes behind a load balancer would; on the embedded
// PGlite (one process per database) they share the in-process database.
let first: TestApp;
let second: TestApp;
let secondDatabase: Database;

beforeAll(async () => {
  first = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  secondDatabase =
    first.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: await databaseUrlOf(first.database) })
      : first.database;
  second = await createTestApp({ database: secondDatabase });
  await Promise.all([first, second].map((t) => t.app.listen({ host: '127.0.0.1', port: 0 })));
}, 60_000);
afterAll(async () => {
  await second.close();
  if (secondDatabase !== first.database) await secondDatabase.close();
  await first.close();
});

const urlOfApp = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

it('delivers a message posted to one instance to a listener on the other, and its read receipt back', async () => {
  const owner = await signUpAs(first.app, 'two-owner@example.com', 'owner');
  const filmmaker = await signUpAs(first.app, 'two-filmmaker@example.com', 'filmmaker');
  const ownerId = await userIdOf(first.app, owner);
  await createListing(first.app, owner);

  const ownerStream = await openMessageStream(urlOfApp(second), owner);
  const filmmakerStream = await openMessageStream(urlOfApp(first), filmmaker);
  await Promise.all([ownerStream, filmmakerStream].map((s) => s.next((e) => e.event === 'ready')));

  const sent = await sendMessageAs(first.app, filmmaker, {
    receiverId: ownerId,
    content: 'Across instances',
  });
  expect(sent.statusCode).toBe(201);
  const received = await ownerStream.next(messageWith('Across instances'));
  expect((received.data as { message: { id: string } }).message.id).toBe(sent.json().message.id);

  const read = await second.app.inject({
    method: 'POST',
    url: '/api/messages/read',
    headers: { cookie: owner, 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: { ids: [sent.json().message.id] },
  });
  expect(read.json().ids).toEqual([sent.json().message.id]);
  const receipt = await filmmakerStream.next((e) => e.event === 'read');
  expect(receipt.data).toMatchObject({ ids: [sent.json().message.id] });
  ownerStream.close();
  filmmakerStream.close();
});

it('ends a stream held by one instance when its session is signed out through the other', async () => {
  const owner = await signUpAs(first.app, 'two-signout@example.com', 'owner');
  const stream = await openMessageStream(urlOfApp(second), owner);
  await stream.next((e) => e.event === 'ready');
  const signedOut = await first.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { ...jsonHeaders, cookie: owner },
    payload: {},
  });
  expect(signedOut.statusCode).toBe(200);
  await stream.next((e) => e.event === 'ended');
  await stream.finished();
  expect(stream.ended).toBe(true);
});
