import { describe, expect, it } from 'vitest';
import {
  createListing,
  fullListingForm,
  postListing,
  putListing,
  signUpAs,
} from '../../testing/listing-fixtures.ts';
import { as, editForm, owner, ownerId, renterId, t, useListingsWorld } from '../../testing/listings-world.ts';

useListingsWorld();

describe('creating a listing', () => {
  it('stores every field the wizard collects, zip, hourly price, availability and scout fields included', async () => {
    const res = await postListing(t.app, owner);
    expect(res.statusCode).toBe(201);
    const { listing } = res.json();
    expect(listing).toMatchObject({
      name: 'Dockside Warehouse',
      type: 'warehouse',
      pricePerDay: 600,
      pricePerHour: 85.5,
      pricingType: 'hourly',
      zip: '94607',
      imageUrl: '/placeholder.svg',
      imageCount: 0,
    });
    const [row] = await t.database.query(`select * from locations where id = $1`, [listing.id]);
    expect(row).toMatchObject({
      owner_id: ownerId,
      title: 'Dockside Warehouse',
      type: 'warehouse',
      price: '600.00',
      price_per_hour: '85.50',
      pricing_type: 'hourly',
      zip: '94607',
      square_footage: 5200,
      room_count: 2,
      features: ['High ceilings', 'Open floor plan'],
      amenities: ['Parking', 'Power outlets'],
      rules: ['No smoking', 'Wrap by 10pm'],
      availability: { weekdays: true, weekends: false, holidays: true },
      ceiling_height: '24.5',
      power_capacity: '400A three-phase',
      natural_light: 'Controlled/Blackout',
      noise_level: 'Moderate noise',
      parking_capacity: 12,
      load_in_notes: 'Roll-up door on the north side',
      permit_required: true,
      filming_restrictions: ['No pyrotechnics', 'No drones'],
      available_equipment: ['Scissor lift', 'Generator'],
      deleted_at: null,
    });
  });

  it('round-trips every wizard field: create, then the edit screen loads the same form state', async () => {
    const id = await createListing(t.app, owner);
    const res = await editForm(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(id);
    expect(body.images).toEqual([]);
    // Lists come back one per line with the blank lines dropped; numbers as the text a form holds.
    expect(body.form).toEqual({
      ...fullListingForm(),
      rules: 'No smoking\nWrap by 10pm',
      filmingRestrictions: 'No pyrotechnics\nNo drones',
      availableEquipment: 'Scissor lift\nGenerator',
    });
  });

  it('loads blank optional fields blank, and saving the loaded form unchanged keeps the listing as it was', async () => {
    const id = await createListing(t.app, owner, {
      squareFootage: '',
      rooms: '',
      pricePerHour: '',
      pricingType: 'daily',
      ceilingHeight: '',
      powerCapacity: '',
      naturalLightQuality: '',
      noiseLevel: '',
      parkingCapacity: '',
      loadInNotes: '',
      permitRequired: null,
      filmingRestrictions: '',
      availableEquipment: '',
    });
    const before = (await editForm(id)).json().form;
    expect(before).toMatchObject({ squareFootage: '', rooms: '', pricePerHour: '', ceilingHeight: '' });
    expect(before.permitRequired).toBeNull();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/locations/${id}`,
      headers: as(owner),
      payload: before,
    });
    expect(saved.statusCode).toBe(200);
    expect((await editForm(id)).json().form).toEqual(before);
    const [row] = await t.database.query(
      `select square_footage, price_per_hour from locations where id = $1`,
      [id],
    );
    expect(row).toEqual({ square_footage: null, price_per_hour: null });
  });

  it("answers a form the wizard would not accept with the spec's message alone", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ zip: '' }, 'Please fill in all required fields'],
      [{ propertyName: '   ' }, 'Please fill in all required fields'],
      [{ pricePerDay: '' }, 'Please set a daily price'],
      [{ pricePerDay: '-5' }, 'Please enter a valid price greater than zero'],
      [{ pricingType: 'hourly', pricePerHour: '' }, 'Please set an hourly price'],
      [{ squareFootage: 'big' }, 'Square footage must be a number of 0 or more'],
    ];
    for (const [change, message] of cases) {
      const res = await postListing(t.app, owner, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
    }
  });

  it('refuses owner_id, ids and timestamps sent by the client, creating nothing', async () => {
    const countListings = async () =>
      (await t.database.query<{ count: number }>(`select count(*)::int as count from locations`))[0]?.count;
    const before = await countListings();
    for (const extra of [
      { ownerId: renterId },
      { owner_id: renterId },
      { id: '00000000-0000-4000-8000-000000000000' },
      { createdAt: '2020-01-01T00:00:00Z', updatedAt: '2020-01-01T00:00:00Z' },
      { deletedAt: null },
    ]) {
      const res = await postListing(t.app, owner, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(`These fields cannot be set: ${Object.keys(extra).join(', ')}`);
    }
    expect(await countListings()).toBe(before);
  });

  it('gives the profile message when the account has no profile', async () => {
    const cookie = await signUpAs(t.app, 'noprofile@example.com', 'owner');
    await t.database.query(
      `delete from profiles where id = (select id from users where email = 'noprofile@example.com')`,
    );
    const res = await postListing(t.app, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your profile is not properly set up. Please contact support.');
  });
});

describe('updating a listing', () => {
  it('saves the edit form and moves updated_at, ignoring nothing the owner sent', async () => {
    const id = await createListing(t.app, owner);
    const [{ updated_at: before } = { updated_at: new Date(0) }] = await t.database.query<{
      updated_at: Date;
    }>(`select updated_at from locations where id = $1`, [id]);
    const form = (await editForm(id)).json().form;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/locations/${id}`,
      headers: as(owner),
      payload: { ...form, propertyName: 'Dockside Studio', propertyType: 'Studio', pricePerDay: '725.25' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      id,
      name: 'Dockside Studio',
      type: 'studio',
      pricePerDay: 725.25,
    });
    const [row] = await t.database.query<{ title: string; updated_at: Date; owner_id: string }>(
      `select title, updated_at, owner_id from locations where id = $1`,
      [id],
    );
    expect(row?.title).toBe('Dockside Studio');
    expect(row?.owner_id).toBe(ownerId);
    expect(row!.updated_at.getTime()).toBeGreaterThan(before.getTime());
  });

  it("uses the edit flow's messages", async () => {
    const id = await createListing(t.app, owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ propertyName: '' }, 'Property name is required'],
      [{ propertyType: '' }, 'Property type is required'],
      [{ description: ' ' }, 'Description is required'],
      [{ city: '' }, 'Complete address information is required'],
      [{ pricePerDay: '' }, 'Please set a daily price'],
      [{ pricePerDay: '0' }, 'Please enter a valid price greater than zero'],
    ];
    for (const [change, message] of cases) {
      const res = await putListing(t.app, owner, id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses protected fields and leaves the row as it was', async () => {
    const id = await createListing(t.app, owner);
    const res = await putListing(t.app, owner, id, {
      propertyName: 'Changed',
      ownerId: renterId,
      createdAt: '2001-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('These fields cannot be set: ownerId, createdAt');
    const [row] = await t.database.query(`select title, owner_id from locations where id = $1`, [id]);
    expect(row).toEqual({ title: 'Dockside Warehouse', owner_id: ownerId });
  });

  it("answers 'Property not found' for a missing id and a malformed one", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await putListing(t.app, owner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Property not found' } });
      expect((await editForm(id)).statusCode).toBe(404);
    }
  });
});
