import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../testing/access-matrix.ts';
import { CALLERS, type Caller, type MatrixWorld } from '../testing/access-matrix-callers.ts';
import { createListing, signUpAs } from '../testing/listing-fixtures.ts';
import { signUpOperator } from '../testing/operator-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let world: MatrixWorld;
let documented: string[];
beforeAll(async () => {
  // Generous limits: this test makes hundreds of writes as a handful of users.
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_USER: '10000', WRITE_RATE_LIMIT_PER_IP: '10000' } });
  const [filmmaker, owner, otherFilmmaker, otherOwner] = await Promise.all([
    signUpAs(t.app, 'matrix-filmmaker@example.com', 'filmmaker'),
    signUpAs(t.app, 'matrix-owner@example.com', 'owner'),
    signUpAs(t.app, 'matrix-filmmaker-2@example.com', 'filmmaker'),
    signUpAs(t.app, 'matrix-owner-2@example.com', 'owner'),
  ]);
  const cookies = { filmmaker, owner, otherFilmmaker, otherOwner };
  const operator = await signUpOperator(t.app, t.database, 'matrix-operator@example.com');
  world = {
    app: t.app,
    database: t.database,
    cookies,
    operatorCookie: operator.cookie,
    listingId: await createListing(t.app, owner),
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an entry for every documented route, and none for a route that is gone', () => {
    expect(documented.filter((route) => !(route in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(ACCESS_MATRIX)) {
    it(route, async () => {
      const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
      const seen: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const request = await entry.request(world);
        const cookie = caller === 'visitor' ? undefined : world.cookies[caller];
        const res = await t.app.inject({
          method,
          ...request,
          headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) },
        });
        seen[caller] = res.statusCode;
      }
      expect(seen).toEqual(entry.expect);
      if (entry.admin !== undefined) {
        const request = await entry.request(world);
        const res = await t.app.inject({
          method,
          ...request,
          headers: { ...(request.headers ?? {}), cookie: world.operatorCookie },
        });
        expect({ admin: res.statusCode }).toEqual({ admin: entry.admin });
      }
    });
  }
});
