import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { eventually } from '../../testing/eventually.ts';
import { databaseUrlOf } from '../../testing/second-instance.ts';
import { silentLogger } from '../../testing/silent-logger.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createSessionEnds, type SessionEnds } from './session-ends.ts';

// Two instances' records of ended sessions on one database, on a clock of their own: announced on
// one, heard by the other through LISTEN/NOTIFY and answered from memory.
const CACHE_MS = 60_000;
let now = 1_000_000;
let database: Database;
let otherDatabase: Database;
let here: SessionEnds;
let there: SessionEnds;

beforeAll(async () => {
  database = await openTestDatabase();
  otherDatabase =
    database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: await databaseUrlOf(database) })
      : database;
  const options = { log: silentLogger(), cacheMs: CACHE_MS, now: () => now };
  here = await createSessionEnds({ database, ...options });
  there = await createSessionEnds({ database: otherDatabase, ...options });
});
afterAll(async () => {
  await here.close();
  await there.close();
  if (otherDatabase !== database) await otherDatabase.close();
  await database.close();
});

const sessionId = () => crypto.randomUUID();

it('tells every instance of an ended session, and forgets it once its cookie cache cannot outlive it', async () => {
  now += CACHE_MS; // past the start-up window, where a server instance asks the database instead
  const heard: string[] = [];
  const stop = there.onEnd((end) => heard.push(end.sessionId));
  const ended = sessionId();
  const other = sessionId();
  expect(await there.hasEnded({ id: ended })).toBe(false);

  await here.announce({ userId: crypto.randomUUID(), sessionId: ended });
  expect(here.hasEnded({ id: ended })).toBe(true);
  await eventually(async () => expect(there.hasEnded({ id: ended })).toBe(true));
  expect(there.hasEnded({ id: other })).toBe(false);
  expect(heard).toEqual([ended]);
  stop();

  now += 2 * CACHE_MS;
  expect(here.hasEnded({ id: ended })).toBe(false);
});

it('asks the database for a while after start-up on a server, where ends may have been announced unheard', async () => {
  const fresh = await createSessionEnds({
    database: otherDatabase,
    log: silentLogger(),
    cacheMs: CACHE_MS,
    now: () => now,
  });
  try {
    // No such session row: ended, as far as the database knows. PGlite has one process, nothing to miss.
    const madeBefore = { id: sessionId(), createdAt: new Date(now - 1000) };
    const answer = fresh.hasEnded(madeBefore);
    if (database.kind === 'postgres') expect(await answer).toBe(true);
    else expect(answer).toBe(false);
    // A session made since this instance listens would be heard of when it ends: no lookup.
    expect(fresh.hasEnded({ id: sessionId(), createdAt: new Date(now + 6000) })).toBe(false);
    now += CACHE_MS;
    expect(fresh.hasEnded(madeBefore)).toBe(false);
  } finally {
    await fresh.close();
  }
});
