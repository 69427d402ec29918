import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DAY, get, useBookingTestApp } from '../../testing/booking-fixtures.ts';
import { createListing, signUpAs } from '../../testing/listing-fixtures.ts';
import { signUpOperator } from '../../testing/operator-fixtures.ts';
import { COUNT_AHEAD } from './admin-paging.repository.ts';

// 1,100 accounts made in SQL (as bench/admin-seed.ts does) and an operator through the API.
const t = useBookingTestApp();
const MADE = 1_100;
let operator: { cookie: string; id: string };

beforeAll(async () => {
  await t.database.query(
    `insert into users (id, name, email, email_verified, first_name, last_name, user_type, created_at)
     select gen_random_uuid()::text, 'Person ' || g, 'person' || g || '@lists.test', true, 'Person', g::text,
            'filmmaker', now() - g * interval '1 minute'
     from generate_series(1, $1) g`,
    [MADE],
  );
  operator = await signUpOperator(t.app, t.database, 'lists-operator@example.com');
}, 60_000);

const list = async (path: string) => {
  const res = await get(t.app, path, operator.cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('an admin list counts a thousand rows past its page (ADR 0051)', () => {
  it('says "1,000+" on the first page and counts exactly near the end', async () => {
    const first = await list('/api/admin/users');
    expect(first).toMatchObject({ total: COUNT_AHEAD, totalCapped: true, page: 1, pageCount: 40 });
    expect(first.items).toHaveLength(25);
    // Page 40 counts up to row 1,975: all 1,101 accounts, the operator with them, exactly, and the last page is 45.
    const deep = await list('/api/admin/users?page=40');
    expect(deep).toMatchObject({ total: MADE + 1, totalCapped: false, pageCount: 45 });
    expect(deep.items).toHaveLength(25);
    const last = await list('/api/admin/users?page=45');
    expect(last.items).toHaveLength(1);
  });

  it('counts a search exactly when it matches fewer', async () => {
    // person10, person100 to 109 and person1000 to 1099.
    const found = await list('/api/admin/users?q=person10');
    expect(found).toMatchObject({ total: 111, totalCapped: false, pageCount: 5 });
    expect(found.items.every((user: { email: string }) => user.email.startsWith('person10'))).toBe(true);
  });

  it('looks a whole address up as itself, in any case, and part of one anywhere in it', async () => {
    const whole = await list('/api/admin/users?q=Person5%40Lists.test');
    expect(whole.items.map((user: { email: string }) => user.email)).toEqual(['person5@lists.test']);
    // "5@lists" is in person5, person15, …, person1095: 110 addresses.
    expect(await list('/api/admin/users?q=5%40lists')).toMatchObject({ total: 110, totalCapped: false });
    // A space cannot be in an address: names only.
    expect(await list('/api/admin/users?q=Person%201099')).toMatchObject({ total: 1 });
  });

  it('filters by state and type, joining roles and profiles only for those filters', async () => {
    const operators = await list('/api/admin/users?state=operator');
    expect(operators.items.map((user: { email: string }) => user.email)).toEqual([
      'lists-operator@example.com',
    ]);
    await t.database.query(
      `update profiles set suspended_at = now(), suspension_reason = 'Test' where id in (
         select id from users where email in ('person7@lists.test', 'person8@lists.test'))`,
    );
    const suspended = await list('/api/admin/users?type=filmmaker&state=suspended');
    expect(suspended).toMatchObject({ total: 2, totalCapped: false });
    expect(await list('/api/admin/users?type=owner&state=suspended')).toMatchObject({ total: 0, items: [] });
  });

  it('finds listings by title, by city and by the owner’s email', async () => {
    const owner = await signUpAs(t.app, 'lists-owner@example.com', 'owner');
    const id = await createListing(t.app, owner, { propertyName: 'Quarry Loft', availability: EVERY_DAY });
    for (const q of ['quarry', 'Oakland', 'lists-owner@']) {
      const found = await list(`/api/admin/listings?q=${encodeURIComponent(q)}`);
      expect(found, q).toMatchObject({
        total: 1,
        totalCapped: false,
        items: [expect.objectContaining({ id })],
      });
    }
    expect(await list('/api/admin/listings?q=nowhere')).toMatchObject({ total: 0, items: [] });
  });
});
