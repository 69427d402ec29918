import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/auth-helpers.ts';
import { get } from '../../testing/booking-fixtures.ts';
import { signUpAs } from '../../testing/listing-fixtures.ts';
import { userIdOf } from '../../testing/message-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../../testing/test-app.ts';
import { seedDemoData } from '../demo/demo.service.ts';
import { operatorAccess } from './operators.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100' } });
});
afterAll(() => t.close());

describe('who is an operator', () => {
  it('refuses admin routes to visitors (401) and to users without the role (403)', async () => {
    const user = await signUpAs(t.app, 'plain@example.com', 'owner');
    expect((await get(t.app, '/api/admin/users')).statusCode).toBe(401);
    const refused = await get(t.app, '/api/admin/users', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This is only available to SetSpot operators');
    const operator = await signUpOperator(t.app, t.database, 'op@example.com');
    const allowed = await get(t.app, '/api/admin/users?q=plain', operator.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['x-robots-tag']).toBe('noindex');
    expect(allowed.json().items.map((u: { email: string }) => u.email)).toEqual(['plain@example.com']);
  });

  it('cannot be granted through sign-up or a profile update', async () => {
    const res = await signUp(t.app, {
      email: 'sneaky@example.com',
      firstName: 'Sneaky',
      lastName: 'Person',
      userType: 'filmmaker',
      ...({ role: 'admin', operator: true, isAdmin: true } as object),
    });
    expect(res.statusCode).toBe(200);
    const cookie = await signUpAs(t.app, 'sneaky-2@example.com', 'owner');
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { ...jsonHeaders, cookie },
      payload: { firstName: 'Sneaky', lastName: 'Two', role: 'admin', operator: true, userType: 'admin' },
    });
    expect(update.statusCode).toBeLessThan(500);
    const id = await userIdOf(t.app, cookie);
    expect(await operatorAccess(t.database.db, id)).toBeNull();
    expect((await get(t.app, '/api/admin/users', cookie)).statusCode).toBe(403);
    const [sneaky] = await t.database.query<{ id: string }>(
      `select id from users where email = 'sneaky@example.com'`,
    );
    expect(await operatorAccess(t.database.db, sneaky?.id ?? '')).toBeNull();
    const [roles] = await t.database.query<{ n: number }>('select count(*)::int as n from operator_roles');
    expect(roles?.n).toBe(1);
  });

  it('loses the role at once when it is revoked', async () => {
    const operator = await signUpOperator(t.app, t.database, 'op-revoked@example.com');
    expect((await get(t.app, '/api/admin/audit', operator.cookie)).statusCode).toBe(200);
    await t.database.query('delete from operator_roles where user_id = $1', [operator.id]);
    expect((await get(t.app, '/api/admin/audit', operator.cookie)).statusCode).toBe(403);
  });
});

describe('the demo operator', () => {
  it('is seeded with the demo password in development and never in production', async () => {
    const dev = await createTestApp();
    try {
      expect(await seedDemoData(dev.deps)).toBe(true);
      const rows = await dev.database.query<{ email: string }>(
        'select u.email from operator_roles r join users u on u.id = r.user_id',
      );
      expect(rows.map((r) => r.email)).toEqual(['admin@setspot.example']);
    } finally {
      await dev.close();
    }
    const prod = await createTestApp();
    try {
      expect(await seedDemoData({ ...prod.deps, config: { ...prod.deps.config, production: true } })).toBe(
        true,
      );
      const rows = await prod.database.query(`select 1 from users where email = 'admin@setspot.example'`);
      expect(rows).toHaveLength(0);
      expect(await prod.database.query('select 1 from operator_roles')).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});
