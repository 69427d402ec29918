import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { get } from '../../testing/booking-fixtures.ts';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { runAdminCommand } from './admin-command.ts';

// `npm run admin` against the configured database: here an embedded one in a folder, which one
// process opens at a time (the server is stopped while the command runs).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-admin-cli-'));
const config = { database: { kind: 'pglite' as const, dataDir } };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withServer<T>(work: (app: Awaited<ReturnType<typeof createTestApp>>) => Promise<T>) {
  const database: Database = await openDatabase(config.database);
  const t = await createTestApp({ database, env: { AUTH_RATE_LIMIT_MAX: '100' } });
  try {
    return await work(t);
  } finally {
    await t.close();
    await database.close();
  }
}

describe('npm run admin', () => {
  it('grants and revokes the role by email, and says what it did', async () => {
    expect(await runAdminCommand(['promote', 'x@example.com'], config)).toMatchObject({ code: 2 });
    expect(await runAdminCommand(['grant', 'nobody@example.com'], config)).toEqual({
      code: 1,
      line: 'No account with the email nobody@example.com: sign up first.',
    });
    await withServer(async (t) => {
      await signUpAs(t.app, 'first-operator@example.com', 'owner');
    });
    expect(await runAdminCommand(['grant', 'First-Operator@example.com'], config)).toEqual({
      code: 0,
      line: 'First-Operator@example.com is now an operator.',
    });
    expect((await runAdminCommand(['grant', 'first-operator@example.com'], config)).line).toContain(
      'was already an operator',
    );
    await withServer(async (t) => {
      const cookie = await signUpAs(t.app, 'someone-else@example.com', 'owner');
      expect((await get(t.app, '/api/admin/users', cookie)).statusCode).toBe(403);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: { email: 'first-operator@example.com', password: 'Correct-Horse-Battery-9' },
      });
      const operatorCookie = (signIn.headers['set-cookie'] as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      expect((await get(t.app, '/api/admin/users', operatorCookie)).statusCode).toBe(200);
    });
    expect(await runAdminCommand(['revoke', 'first-operator@example.com'], config)).toEqual({
      code: 0,
      line: 'first-operator@example.com is no longer an operator.',
    });
    await withServer(async (t) => {
      const [roles] = await t.database.query<{ n: number }>('select count(*)::int as n from operator_roles');
      expect(roles?.n).toBe(0);
    });
    // Each step opens the embedded database from its folder anew, as separate processes would.
  }, 240_000);
});
