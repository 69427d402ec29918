import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let ownerId: string;
let renterId: string;
let locationId: string;

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, { email: 'own@example.com', firstName: 'Olga', lastName: 'Owner', userType: 'owner' });
  await signUp(t.app, {
    email: 'rent@example.com',
    firstName: 'Rene',
    lastName: 'Renter',
    userType: 'filmmaker',
  });
  const ids = await t.database.query<{ id: string; email: string }>(`select id, email from users`);
  ownerId = ids.find((u) => u.email === 'own@example.com')!.id;
  renterId = ids.find((u) => u.email === 'rent@example.com')!.id;
  const [loc] = await t.database.query<{ id: string }>(
    `insert into locations (owner_id, title, type, price, address, city, state)
     values ($1, 'Test Loft', 'loft', 100, '1 Main St', 'Austin', 'TX') returning id`,
    [ownerId],
  );
  locationId = loc!.id;
});
afterAll(() => t.close());

const book = (start: string, end: string, status = 'pending') =>
  t.database.query(
    `insert into bookings (location_id, renter_id, start_date, end_date, total_price, status)
     values ($1, $2, $3, $4, 100, $5) returning id`,
    [locationId, renterId, start, end, status],
  );

const sqlState = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
};

describe('booking exclusion constraint', () => {
  it('refuses a booking that shares a day with a live one (SQLSTATE 23P01)', async () => {
    await book('2030-03-10', '2030-03-12', 'confirmed');
    expect(await sqlState(book('2030-03-12', '2030-03-14'))).toBe('23P01');
    expect(await sqlState(book('2030-03-08', '2030-03-10'))).toBe('23P01');
    expect(await sqlState(book('2030-03-11', '2030-03-11'))).toBe('23P01');
  });

  it('allows the next day and days held by cancelled, rejected or expired bookings', async () => {
    expect(await sqlState(book('2030-03-13', '2030-03-13'))).toBeNull();
    await book('2030-05-01', '2030-05-03', 'cancelled');
    await book('2030-05-01', '2030-05-03', 'rejected');
    await book('2030-05-01', '2030-05-03', 'expired');
    expect(await sqlState(book('2030-05-02', '2030-05-02'))).toBeNull();
  });

  it('refuses an end before the start and a crew under one', async () => {
    expect(await sqlState(book('2030-07-05', '2030-07-04'))).toBe('23514');
    const crew = t.database.query(
      `insert into bookings (location_id, renter_id, start_date, end_date, total_price, crew_size)
       values ($1, $2, '2030-08-01', '2030-08-01', 100, 0)`,
      [locationId, renterId],
    );
    expect(await sqlState(crew)).toBe('23514');
  });
});

describe('other constraints', () => {
  it('keeps ratings between 1 and 5 and one review per booking', async () => {
    const [b] = await book('2030-09-01', '2030-09-01', 'completed');
    const review = (rating: number) =>
      t.database.query(
        `insert into reviews (location_id, booking_id, reviewer_id, rating) values ($1, $2, $3, $4)`,
        [locationId, (b as { id: string }).id, renterId, rating],
      );
    expect(await sqlState(review(6))).toBe('23514');
    expect(await sqlState(review(0))).toBe('23514');
    expect(await sqlState(review(5))).toBeNull();
    expect(await sqlState(review(4))).toBe('23505');
  });

  it('refuses unknown location types and negative prices', async () => {
    const insert = (type: string, price: number) =>
      t.database.query(
        `insert into locations (owner_id, title, type, price, address, city, state) values ($1, 'X', $2, $3, 'a', 'b', 'c')`,
        [ownerId, type, price],
      );
    expect(await sqlState(insert('castle', 10))).toBe('23514');
    expect(await sqlState(insert('house', -1))).toBe('23514');
  });

  it('finds listings by case-insensitive contains over title, city and state', async () => {
    const rows = await t.database.query<{ title: string }>(
      `select title from locations where search_text like '%' || lower($1) || '%'`,
      ['AUST'],
    );
    expect(rows.map((r) => r.title)).toContain('Test Loft');
  });
});
