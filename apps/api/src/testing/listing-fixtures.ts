import type { FastifyInstance } from 'fastify';
import { signUpConfirmed } from './auth-helpers.ts';
import { jsonHeaders } from './test-app.ts';

/** Signs up and signs in an account of the given type; returns the session cookie. */
export function signUpAs(app: FastifyInstance, email: string, userType: 'owner' | 'filmmaker') {
  return signUpConfirmed(app, { email, firstName: 'Test', lastName: userType, userType });
}

/** Every field the wizard collects, filled in, as the form holds it (numbers as typed text). */
export function fullListingForm() {
  return {
    propertyType: 'warehouse',
    propertyName: 'Dockside Warehouse',
    description: 'Raw concrete, north light, room for a full crew.',
    address: '40 Pier Rd',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
    squareFootage: '5200',
    rooms: '2',
    features: ['High ceilings', 'Open floor plan'],
    amenities: ['Parking', 'Power outlets'],
    rules: 'No smoking\n\nWrap by 10pm\n',
    pricePerDay: '600',
    pricePerHour: '85.5',
    pricingType: 'hourly',
    availability: { weekdays: true, weekends: false, holidays: true },
    instantBook: false,
    ceilingHeight: '24.5',
    powerCapacity: '400A three-phase',
    naturalLightQuality: 'Controlled/Blackout',
    noiseLevel: 'Moderate noise',
    parkingCapacity: '12',
    maxCrewSize: '30',
    loadInNotes: 'Roll-up door on the north side',
    permitRequired: true,
    filmingRestrictions: 'No pyrotechnics\n\n   No drones  \n',
    availableEquipment: 'Scissor lift\nGenerator\n\n',
  };
}

/** POST /api/locations as the cookie's account: the full form, with `changes` laid over it. */
export function postListing(app: FastifyInstance, cookie: string, changes: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/locations',
    headers: { ...jsonHeaders, cookie },
    payload: { ...fullListingForm(), ...changes },
  });
}

/** PUT /api/locations/{id} as the cookie's account: the full form, with `changes` laid over it. */
export function putListing(
  app: FastifyInstance,
  cookie: string,
  id: string,
  changes: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/locations/${id}`,
    headers: { ...jsonHeaders, cookie },
    payload: { ...fullListingForm(), ...changes },
  });
}

/** Creates a listing through the API and returns its id. */
export async function createListing(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postListing(app, cookie, overrides);
  if (res.statusCode !== 201) throw new Error(`Creating a listing failed: ${res.body}`);
  return res.json().listing.id;
}
