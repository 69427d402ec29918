import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocationSearchPage } from '@setspot/domain/listings/location-views';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authorisedBooking, daysFromToday } from '../../testing/booking-fixtures.ts';
import { eventually } from '../../testing/eventually.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { databaseUrlOf } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Two server instances on one database. With DATABASE_URL (a PostgreSQL server) the second is a
// process of its own (apps/api/src/main.ts) with its own pool, LISTEN connection and search index, as
// a second process behind a load balancer would be; on the embedded PGlite (one process per database)
// the two share the in-process database.
const SECOND_PORT = 4321;
let first: TestApp;
let second: TestApp | null = null;
let child: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-two-instances-'));

async function startSecondProcess(databaseUrl: string) {
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(SECOND_PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: 'ignore',
  });
  // Ready once its search index is loaded (ADR 0027), as a load balancer would wait.
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${SECOND_PORT}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The second SetSpot process did not start');
}

beforeAll(async () => {
  first = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
  if (first.database.kind === 'postgres') await startSecondProcess(await databaseUrlOf(first.database));
  else second = await createTestApp({ database: first.database });
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await second?.close();
  await first.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** GET on the second instance: over HTTP to its process, or injected into the in-process one. */
async function askSecond(url: string): Promise<LocationSearchPage> {
  if (second) return (await second.app.inject({ url })).json() as LocationSearchPage;
  return (await (await fetch(`http://127.0.0.1:${SECOND_PORT}${url}`)).json()) as LocationSearchPage;
}

it('a booking made through one instance leaves date search on the other within a second', async () => {
  const owner = await signUpAs(first.app, 'two-owner@example.com', 'owner');
  const filmmaker = await signUpAs(first.app, 'two-filmmaker@example.com', 'filmmaker');
  const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };
  const id = await createListing(first.app, owner, { ...everyDay, propertyName: 'Twin Harbour Loft' });
  const [from, to] = [daysFromToday(30), daysFromToday(31)];
  const search = async () =>
    (await askSecond(`/api/locations?q=twin%20harbour&from=${from}&to=${to}`)).items.map((item) => item.id);
  await eventually(async () => expect(await search()).toEqual([id]), 5000);

  await authorisedBooking(first.app, filmmaker, { locationId: id, startDate: to, endDate: to });
  await eventually(async () => expect(await search()).toEqual([]), 1000);
});
