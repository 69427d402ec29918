import { describe, expect, it } from 'vitest';
import { createListing, putListing } from '../../testing/listing-fixtures.ts';
import { as, editForm, owner, renterId, t, useListingsWorld } from '../../testing/listings-world.ts';

useListingsWorld();

// Withdrawing a listing, and every listing write announced to search (listings-world.ts).

describe('deleting a listing', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  async function addBooking(locationId: string, status: string, start: number, end: number) {
    await t.database.query(
      `insert into bookings (location_id, renter_id, start_date, end_date, total_price, status)
       values ($1, $2, $3, $4, 600, $5)`,
      [locationId, renterId, day(start), day(end), status],
    );
  }

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/locations/${id}`, headers: { cookie: owner } });

  it('is refused with 409 and the reason while a confirmed booking is upcoming or under way', async () => {
    const id = await createListing(t.app, owner);
    await addBooking(id, 'confirmed', 10, 12);
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message:
          'This listing has 1 upcoming confirmed booking, so it cannot be deleted yet. You can delete it once they have ended or been cancelled.',
      },
    });
    const ongoing = await createListing(t.app, owner);
    await addBooking(ongoing, 'confirmed', -1, 1);
    expect((await remove(ongoing)).statusCode).toBe(409);
    const [row] = await t.database.query(`select deleted_at from locations where id = $1`, [id]);
    expect(row).toEqual({ deleted_at: null });
  });

  it('is refused while a booking request waits for an answer, and allowed once it is answered', async () => {
    const id = await createListing(t.app, owner);
    await addBooking(id, 'pending', 20, 21);
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This listing has 1 booking request waiting for your answer. Approve or reject them before deleting the listing.',
    );
    await t.database.query(`update bookings set status = 'rejected' where location_id = $1`, [id]);
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('withdraws a listing with only past or cancelled bookings; it then disappears for its owner', async () => {
    const id = await createListing(t.app, owner);
    await addBooking(id, 'completed', -10, -8);
    await addBooking(id, 'confirmed', -5, -4);
    await addBooking(id, 'cancelled', 30, 31);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, message: 'Listing deleted successfully' });
    const [row] = await t.database.query<{ deleted_at: Date | null }>(
      `select deleted_at from locations where id = $1`,
      [id],
    );
    expect(row?.deleted_at).toBeInstanceOf(Date);
    // Past bookings still point at it.
    const bookings = await t.database.query(`select 1 from bookings where location_id = $1`, [id]);
    expect(bookings).toHaveLength(3);
    const listings = await t.app.inject({ method: 'GET', url: '/api/owner/listings', headers: as(owner) });
    expect(listings.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    expect((await editForm(id)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    const update = await putListing(t.app, owner, id);
    expect(update.statusCode).toBe(404);
  });
});

describe('keeping search in step', () => {
  it("announces each write on the read side's change channel (NOTIFY), so caches refresh", async () => {
    const seen: string[] = [];
    const subscription = await t.database.listen('setspot_location_changes', {
      onNotification: (payload) => seen.push(payload),
      onGap: () => {},
    });
    try {
      const id = await createListing(t.app, owner);
      await putListing(t.app, owner, id, { propertyName: 'Renamed' });
      await t.app.inject({ method: 'DELETE', url: `/api/locations/${id}`, headers: { cookie: owner } });
      await expect
        .poll(() => seen.filter((payload) => payload.split(',').includes(id)).length)
        .toBeGreaterThanOrEqual(3);
    } finally {
      await subscription.close();
    }
  });
});
